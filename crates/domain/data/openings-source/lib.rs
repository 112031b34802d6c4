// Nothing to build: this package only pins where the opening table comes from.
