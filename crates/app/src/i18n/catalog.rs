//! The Fluent files compiled into the binary: a server needs no files
//! beside it. A test checks that every file under `locales/` is listed.

macro_rules! locale {
    ($code:literal, $name:literal) => {
        (
            $code,
            $name,
            &[
                include_str!(concat!("../../../../locales/", $code, "/site.ftl")),
                include_str!(concat!("../../../../locales/", $code, "/account.ftl")),
                include_str!(concat!("../../../../locales/", $code, "/email.ftl")),
                include_str!(concat!("../../../../locales/", $code, "/errors.ftl")),
                include_str!(concat!("../../../../locales/", $code, "/play.ftl")),
                include_str!(concat!("../../../../locales/", $code, "/pages.ftl")),
                include_str!(concat!("../../../../locales/", $code, "/players.ftl")),
                include_str!(concat!("../../../../locales/", $code, "/vacation.ftl")),
                include_str!(concat!("../../../../locales/", $code, "/tournaments.ftl")),
                include_str!(concat!("../../../../locales/", $code, "/gems.ftl")),
                include_str!(concat!("../../../../locales/", $code, "/clubs.ftl")),
                include_str!(concat!("../../../../locales/", $code, "/club-matches.ftl")),
                include_str!(concat!("../../../../locales/", $code, "/conduct.ftl")),
                include_str!(concat!("../../../../locales/", $code, "/notifications.ftl")),
            ],
        )
    };
}

/// Code, own name, sources; English first (the fallback). `pt` is
/// Brazilian Portuguese, read by every Portuguese speaker (`pt-PT`
/// negotiates to it: docs/languages.md).
pub(super) const FILES: &[(&str, &str, &[&str])] = &[
    locale!("en", "English"),
    locale!("de", "Deutsch"),
    locale!("es", "Español"),
    locale!("fr", "Français"),
    locale!("it", "Italiano"),
    locale!("nl", "Nederlands"),
    locale!("pl", "Polski"),
    locale!("pt", "Português"),
    locale!("ru", "Русский"),
    locale!("tr", "Türkçe"),
    locale!("uk", "Українська"),
];
