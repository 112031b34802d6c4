//! Every shipped language is complete (product.md §10): exactly English's
//! messages and attributes, the same variables in each, no empty value,
//! no syntax error, and nothing left in English unless reviewed below. A
//! new English message without its translations fails here, so every
//! feature ships in every language.
#![cfg(test)]

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::catalog::FILES;

/// Messages whose text is the English one in some languages, reviewed:
/// words those languages share with English (Chat, Menu, Status, Format,
/// Lobby, Bye...) and abbreviations kept in them (AOS).
const SAME_AS_ENGLISH: &[(&str, &[&str])] = &[
    ("admin-game-title", &["de", "pl"]),
    ("admin-log-what", &["fr"]),
    ("admin-log-who", &["de", "pl"]),
    ("admin-member-action", &["fr"]),
    ("admin-member-moderate", &["de"]),
    ("admin-member-title", &["de"]),
    ("admin-report-note", &["fr"]),
    ("admin-time-minutes", &["fr"]),
    // The site's name and the member's: nothing to translate.
    (
        "calendar-name",
        &["de", "es", "it", "nl", "pl", "pt", "ru", "tr", "uk"],
    ),
    ("clock-mode", &["fr"]),
    // Dutch says "opening" too.
    ("game-opening", &["nl"]),
    // The chess words "Engine" (de, nl, pt) and "Blunder" (nl).
    ("analysis-engine", &["de", "nl", "pt"]),
    ("analysis-blunder", &["nl"]),
    ("analysis-blunders", &["nl"]),
    ("clock-mode-standard", &["de", "fr", "it"]),
    ("club-card-rating", &["nl", "pt"]),
    ("club-director-mark", &["es"]),
    ("club-event-aos", &["de", "nl", "pl", "pt", "ru", "uk"]),
    ("club-event-bye", &["it", "nl", "pt"]),
    ("club-event-format", &["de", "fr", "pl", "tr"]),
    ("club-event-name", &["de"]),
    ("club-event-open", &["nl"]),
    ("club-event-points", &["fr"]),
    ("club-event-rating", &["es", "nl", "pt"]),
    ("club-history-title", &["it", "nl"]),
    ("club-ladder", &["nl"]),
    // "Live", "No", "Club", "Description", "Reserve": the same words.
    ("club-match-description", &["fr"]),
    ("club-match-kind-live", &["de", "nl"]),
    ("club-match-no", &["es", "it"]),
    ("club-match-reserve", &["nl"]),
    ("club-matches-opponent", &["es", "fr", "it", "nl"]),
    ("clubs-description", &["fr"]),
    ("clubs-name", &["de"]),
    ("clubs-title", &["fr", "nl"]),
    ("field-password", &["it"]),
    ("game-chat", &["de", "es", "it", "nl", "pt"]),
    // The symbol of the second, "+5 s", where Latin letters write it so.
    (
        "game-extra-time",
        &["de", "es", "fr", "it", "nl", "pl", "pt"],
    ),
    ("gems-reason-correction", &["fr"]),
    ("languages-code", &["de", "fr", "nl"]),
    ("lobby-title", &["de", "nl"]),
    ("nav-administration", &["fr"]),
    ("nav-clubs", &["fr", "nl"]),
    ("nav-lobby", &["de", "nl"]),
    ("nav-menu", &["fr", "it", "nl", "pl", "pt"]),
    ("pool-name-live", &["de", "nl"]),
    ("profile-real-name", &["de"]),
    ("report-status-open", &["nl"]),
    ("tokens-description", &["fr"]),
    ("tournament-aos", &["de", "nl", "pl", "pt", "ru", "uk"]),
    ("tournament-bye", &["it", "nl", "pt"]),
    ("tournament-lot", &["nl"]),
    ("tournament-name", &["de"]),
    ("tournament-new-starts-at", &["nl"]),
    ("tournament-score", &["fr"]),
    ("tournament-status", &["de", "nl"]),
    ("tournament-system", &["de", "pl"]),
    ("vacation-status-heading", &["de", "nl"]),
];

/// What the test compares of one value or attribute.
#[derive(Debug, PartialEq, Eq)]
struct Part {
    variables: BTreeSet<String>,
    /// The literal text, for "left in English" and "empty".
    text: String,
}

/// Message id → (value, attributes by name) of one file.
type Messages = BTreeMap<String, (Option<Part>, BTreeMap<String, Part>)>;

fn messages(code: &str, file: usize, source: &str) -> Result<Messages, String> {
    let resource = fluent_syntax::parser::parse(source)
        .map_err(|(_, errors)| format!("locales/{code} file {file}: syntax error {errors:?}"))?;
    let mut out = Messages::new();
    for entry in resource.body {
        let (id, value, attributes) = match entry {
            Entry::Message(m) => (m.id.name.to_owned(), m.value, m.attributes),
            Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
            Entry::Junk { content } => {
                return Err(format!("locales/{code}: syntax error in {content:?}"));
            }
            _ => continue,
        };
        let attributes = attributes
            .into_iter()
            .map(|a| (a.id.name.to_owned(), part(&a.value)))
            .collect();
        if out
            .insert(id.clone(), (value.as_ref().map(part), attributes))
            .is_some()
        {
            return Err(format!("locales/{code}: {id} twice"));
        }
    }
    Ok(out)
}

fn part(pattern: &Pattern<&str>) -> Part {
    let mut found = Part {
        variables: BTreeSet::new(),
        text: String::new(),
    };
    walk_pattern(pattern, &mut found);
    found
}

fn walk_pattern(pattern: &Pattern<&str>, found: &mut Part) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => found.text.push_str(value),
            PatternElement::Placeable { expression } => walk_expression(expression, found),
        }
    }
}

fn walk_expression(expression: &Expression<&str>, found: &mut Part) {
    match expression {
        Expression::Inline(inline) => walk_inline(inline, found),
        Expression::Select { selector, variants } => {
            walk_inline(selector, found);
            for variant in variants {
                walk_pattern(&variant.value, found);
            }
        }
    }
}

fn walk_inline(inline: &InlineExpression<&str>, found: &mut Part) {
    match inline {
        InlineExpression::VariableReference { id } => {
            found.variables.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => walk_arguments(arguments, found),
        InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => walk_arguments(arguments, found),
        InlineExpression::Placeable { expression } => walk_expression(expression, found),
        InlineExpression::StringLiteral { value } => found.text.push_str(value),
        _ => {}
    }
}

fn walk_arguments(arguments: &ast::CallArguments<&str>, found: &mut Part) {
    for argument in &arguments.positional {
        walk_inline(argument, found);
    }
    for argument in &arguments.named {
        walk_inline(&argument.value, found);
    }
}

/// Every difference of `code` from English, one line each.
fn problems(code: &str) -> Vec<String> {
    let english = FILES[0].2;
    let Some((_, _, sources)) = FILES.iter().find(|(c, _, _)| *c == code) else {
        return vec![format!("{code} is not shipped")];
    };
    let mut problems = Vec::new();
    for (file, (english, translated)) in english.iter().zip(sources.iter()).enumerate() {
        match (
            messages("en", file, english),
            messages(code, file, translated),
        ) {
            (Ok(e), Ok(t)) => problems.extend(compare(code, &e, &t)),
            (e, t) => problems.extend(e.err().into_iter().chain(t.err())),
        }
    }
    problems
}

/// The differences of one file of `code` from its English.
fn compare(code: &str, english: &Messages, translated: &Messages) -> Vec<String> {
    let mut problems = Vec::new();
    for id in translated.keys().filter(|id| !english.contains_key(*id)) {
        problems.push(format!("{code}: {id} is not an English message"));
    }
    for (id, (value, attributes)) in english {
        let Some((their_value, their_attributes)) = translated.get(id) else {
            problems.push(format!("{code}: {id} is missing"));
            continue;
        };
        let names = |a: &BTreeMap<String, Part>| a.keys().cloned().collect::<Vec<_>>();
        if names(attributes) != names(their_attributes) {
            problems.push(format!("{code}: {id} has other attributes"));
        }
        let pairs = std::iter::once((String::new(), value.as_ref(), their_value.as_ref())).chain(
            attributes
                .iter()
                .map(|(name, part)| (format!(".{name}"), Some(part), their_attributes.get(name))),
        );
        for (name, ours, theirs) in pairs {
            let (Some(ours), Some(theirs)) = (ours, theirs) else {
                if ours.is_some() != theirs.is_some() {
                    problems.push(format!("{code}: {id}{name} has no value"));
                }
                continue;
            };
            if ours.variables != theirs.variables {
                problems.push(format!(
                    "{code}: {id}{name} has variables {:?}, English {:?}",
                    theirs.variables, ours.variables
                ));
            }
            if theirs.text.trim().is_empty() && theirs.variables.is_empty() {
                problems.push(format!("{code}: {id}{name} is empty"));
            }
            let words = ours.text.chars().any(char::is_alphabetic);
            let reviewed = SAME_AS_ENGLISH
                .iter()
                .any(|(same, codes)| same == id && codes.contains(&code));
            if words && ours.text == theirs.text && !reviewed {
                problems.push(format!("{code}: {id}{name} is still in English"));
            }
        }
    }
    problems
}

#[test]
fn every_shipped_language_has_exactly_the_english_messages_with_their_variables() {
    let mut all = Vec::new();
    for (code, _, _) in &FILES[1..] {
        all.extend(problems(code));
    }
    assert!(
        all.is_empty(),
        "{} problems:\n{}",
        all.len(),
        all.join("\n")
    );
    assert!(FILES.len() >= 11, "English and ten languages");
}

#[test]
fn the_english_files_are_themselves_sound() {
    for (file, source) in FILES[0].2.iter().enumerate() {
        let english = messages("en", file, source).unwrap();
        assert!(english.len() > 10, "file {file}");
    }
}

#[test]
fn the_check_finds_what_it_looks_for() {
    let english = "a = Hello { $name }\nb = Chat\n    .title = Talk\n";
    let cases = [
        ("a = Hola\nb = Charla\n    .title = Hablar\n", "variables"),
        ("a = Hola { $name }\n", "missing"),
        (
            "a = Hola { $name }\nb = Chat\n    .title = Hablar\n",
            "still in English",
        ),
        ("a = Hola { $name }\nb = Charla\n", "other attributes"),
        (
            "a = Hola { $name }\nb = Charla\n    .title = Hablar\nc = x\n",
            "not an English",
        ),
        ("a = Hola { $name\n", "syntax error"),
    ];
    for (translated, expected) in cases {
        let ours = messages("en", 0, english).unwrap();
        let found = match messages("xx", 0, translated) {
            Err(error) => vec![error],
            Ok(theirs) => compare("xx", &ours, &theirs),
        };
        assert!(
            found.iter().any(|p| p.contains(expected)),
            "{expected}: {found:?}"
        );
    }
}
