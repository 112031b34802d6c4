//! The site in every shipped language (product.md §10): a page and an
//! email in each, the browser's preferences by quality, plural forms,
//! the languages page, and times in the member's own time zone — on
//! SQLite and PostgreSQL.

use redqueen::clock::Clock;
use redqueen::i18n::Lang;

use crate::support::TestApp;

const PASSWORD: &str = "correct horse battery";

app_tests!(
    every_language_speaks_on_a_page_and_in_an_email,
    the_browsers_preferences_pick_the_language_by_quality,
    polish_and_russian_count_days_with_their_plural_forms,
    the_languages_page_lists_every_language_complete,
    times_are_written_in_the_members_time_zone,
    without_a_chosen_zone_times_are_written_in_the_browsers,
);

/// `text` as the pages write it (maud escapes these).
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn lang(app: &TestApp, code: &str) -> Lang {
    app.state().i18n.lang(code).unwrap()
}

async fn every_language_speaks_on_a_page_and_in_an_email(app: &TestApp) {
    let english = app.state().i18n.english();
    let codes: Vec<&str> = app
        .state()
        .i18n
        .languages()
        .iter()
        .map(|l| l.code)
        .collect();
    assert_eq!(codes.len(), 11, "{codes:?}");
    for code in codes {
        let lang = lang(app, code);
        if code != "en" {
            for id in ["register-title", "nav-log-out", "email-verify-subject"] {
                assert_ne!(lang.t(id), english.t(id), "{code}: {id}");
            }
        }
        // A visitor whose browser asks for the language registers...
        let browser = app.browser();
        let page = browser.get_with_language("/register", code).await;
        assert!(
            page.body.contains(&format!("<html lang=\"{code}\">")),
            "{code}"
        );
        assert!(
            page.body.contains(&escaped(&lang.t("register-title"))),
            "{code}: {}",
            page.body
        );
        let username = format!("Reader{}", code.replace('-', ""));
        let address = format!("{}@example.org", username.to_lowercase());
        let fields = [
            ("csrf", page.csrf()),
            ("username", username.clone()),
            ("email", address.clone()),
            ("password", PASSWORD.to_owned()),
        ];
        let registered = browser
            .client
            .post(format!("{}/register", app.addr))
            .header("Accept-Language", code)
            .form(&fields)
            .send()
            .await
            .unwrap();
        assert_eq!(registered.status(), 200, "{code}");
        // ... gets the email in it, subject, text and HTML ...
        let email = app.email_to(&address, "verify_email").await;
        assert_eq!(email.subject, lang.t("email-verify-subject"), "{code}");
        let greeting = lang.t_with("email-greeting", &[("username", username.as_str().into())]);
        assert!(email.text.contains(&greeting), "{code}: {}", email.text);
        assert!(email.html.contains(&format!("lang=\"{code}\"")), "{code}");
        // ... and keeps it in another browser that asks for English.
        let other = app.browser();
        other.log_in(&username, PASSWORD).await;
        let home = other.get_with_language("/", "en").await;
        assert!(
            home.body.contains(&format!("<html lang=\"{code}\">")),
            "{code}"
        );
        assert!(
            home.body.contains(&escaped(&lang.t("nav-log-out"))),
            "{code}"
        );
    }
}

async fn the_browsers_preferences_pick_the_language_by_quality(app: &TestApp) {
    let browser = app.browser();
    for (header, picked) in [
        ("pl;q=0.9, fr;q=0.8", "pl"),
        ("fr;q=0.8, pl;q=0.9", "pl"),
        ("pt-PT,en;q=0.5", "pt"),
        ("de-AT", "de"),
        ("sv, uk;q=0.3", "uk"),
        ("sv", "en"),
    ] {
        let page = browser.get_with_language("/", header).await;
        assert!(
            page.body.contains(&format!("<html lang=\"{picked}\">")),
            "{header} picks {picked}"
        );
    }
}

async fn polish_and_russian_count_days_with_their_plural_forms(app: &TestApp) {
    let next_year = redqueen_domain::vacation::Day::containing(app.clock.now_ms()).year() + 1;
    // Vacations of 8, 17, 3 and 1 days of next year's 30 leave 22, 5, 2, 1.
    let cases = [
        (
            "pl",
            [
                "pozostały 22 dni",
                "pozostało 5 dni",
                "pozostały 2 dni",
                "pozostał 1 dzień",
            ],
        ),
        (
            "ru",
            [
                "осталось 22 дня",
                "осталось 5 дней",
                "осталось 2 дня",
                "остался 1 день",
            ],
        ),
    ];
    for (code, expected) in cases {
        let member = app.signed_up(&format!("Days{code}")).await;
        let chosen = member
            .submit("/", "/language", &[("lang", code), ("back", "/")])
            .await;
        assert!(chosen.body.contains(&format!("<html lang=\"{code}\">")));
        let mut start = 1;
        for (days, said) in [8, 17, 3, 1].into_iter().zip(expected) {
            let first = format!("{next_year}-03-{start:02}");
            let page = member
                .submit(
                    "/settings/vacation",
                    "/settings/vacation",
                    &[("start", &first), ("days", &days.to_string())],
                )
                .await;
            assert_eq!(page.path, "/settings/vacation?notice=vacation-scheduled");
            start += days;
            let page = member.get("/settings/vacation").await;
            assert!(
                page.body.contains(&format!("{next_year}: {said} ")),
                "{code}: {said} in {}",
                page.body
            );
        }
    }
}

async fn the_languages_page_lists_every_language_complete(app: &TestApp) {
    let home = app.browser().get("/").await;
    assert!(
        home.body.contains("href=\"/languages\""),
        "linked from the footer"
    );
    let page = app.browser().get("/languages").await;
    assert_eq!(page.status, 200);
    for (name, code) in [
        ("English", "en"),
        ("Español", "es"),
        ("Français", "fr"),
        ("Deutsch", "de"),
        ("Português", "pt"),
        ("Italiano", "it"),
        ("Nederlands", "nl"),
        ("Polski", "pl"),
        ("Русский", "ru"),
        ("Türkçe", "tr"),
        ("Українська", "uk"),
    ] {
        assert!(
            page.body
                .contains(&format!("<td lang=\"{code}\">{name}</td>")),
            "{name}"
        );
        // The header's picker names each language in itself.
        assert!(
            page.body.contains(&format!("<option value=\"{code}\"")),
            "{code}"
        );
    }
    assert_eq!(
        page.body.matches("<td>100 %</td>").count(),
        11,
        "{}",
        page.body
    );
    for how in ["locales/en", "catalog.rs", "cargo test -p redqueen i18n"] {
        assert!(page.body.contains(how), "{how}");
    }
}

/// An administrator's browser, and a tournament they created starting ten
/// days from now: its start instant and its page.
async fn zone_cup(app: &TestApp) -> (crate::support::Browser, i64, String) {
    let admin = app.admin("Arbiter").await;
    let browser = app.browser_of(&admin).await;
    let starts = app.clock.now_ms() + 10 * 86_400_000;
    let cup = admin
        .post(
            "/api/tournaments",
            &[
                ("name", "Zone Cup"),
                ("system", "swiss"),
                ("rounds", "3"),
                ("time_control", "1d/move"),
                ("starts_at", &starts.to_string()),
                ("min_players", "2"),
                ("max_players", "10"),
            ],
        )
        .await;
    assert_eq!(cup.status, 200, "{}", cup.text);
    let path = format!("/tournaments/{}", cup.json["id"].as_str().unwrap());
    (browser, starts, path)
}

async fn times_are_written_in_the_members_time_zone(app: &TestApp) {
    let (browser, starts, path) = zone_cup(app).await;
    let english = app.state().i18n.english();
    let in_utc = english.instant(starts);
    assert!(in_utc.ends_with("(UTC)"), "{in_utc}");
    assert!(browser.get(&path).await.body.contains(&in_utc));

    // The settings lead to it.
    let settings = browser.get("/settings").await;
    assert!(settings.body.contains("href=\"/settings/profile\""));
    assert!(
        settings
            .body
            .contains("the time zone your pages and emails write times in")
    );

    // A zone the database does not know is refused, naming it.
    let personal = [("real_name", ""), ("time_zone", "Mars/Olympus")];
    let refused = browser
        .submit("/settings/profile", "/settings/profile", &personal)
        .await;
    assert_eq!(refused.status, 400);
    assert!(
        refused
            .body
            .contains("“Mars/Olympus” is not a time zone: choose one from the list."),
        "{}",
        refused.body
    );
    assert!(browser.get(&path).await.body.contains(&in_utc));

    let personal = [("time_zone", "Asia/Kolkata")];
    let saved = browser
        .submit("/settings/profile", "/settings/profile", &personal)
        .await;
    assert_eq!(saved.status, 200, "{}", saved.body);
    let form = browser.get("/settings/profile").await;
    assert!(form.body.contains("<option selected>Asia/Kolkata</option>"));
    let in_kolkata = english
        .clone()
        .in_zone(Some("Asia/Kolkata"))
        .instant(starts);
    assert!(in_kolkata.ends_with("(Asia/Kolkata)"), "{in_kolkata}");
    assert_ne!(
        in_kolkata.replace("Asia/Kolkata", "UTC"),
        in_utc,
        "5:30 apart"
    );
    let page = browser.get(&path).await;
    assert!(page.body.contains(&in_kolkata), "{}", page.body);
    // Nobody else reads it, and others still read UTC.
    let profile = app.browser().get("/@/Arbiter").await;
    assert!(!profile.body.contains("Kolkata"));
    assert!(app.browser().get(&path).await.body.contains(&in_utc));
}

/// Issue 49: a member who never chose a time zone read UTC although their
/// browser was in Berlin. The browser's zone (the cookie `site.js` sets)
/// is used until the member chooses one, and the settings say so.
async fn without_a_chosen_zone_times_are_written_in_the_browsers(app: &TestApp) {
    let (browser, starts, path) = zone_cup(app).await;
    let site: reqwest::Url = app.addr.parse().unwrap();
    browser
        .cookies
        .add_cookie_str("rq_zone=Europe/Berlin; Path=/", &site);
    let english = app.state().i18n.english();
    let in_berlin = english
        .clone()
        .in_zone(Some("Europe/Berlin"))
        .instant(starts);
    assert!(in_berlin.ends_with("(Europe/Berlin)"), "{in_berlin}");
    let page = browser.get(&path).await;
    assert!(page.body.contains(&in_berlin), "{}", page.body);
    let form = browser.get("/settings/profile").await;
    assert!(
        form.body.contains(
            "<option value=\"\" selected>Not chosen: your browser's, Europe/Berlin</option>"
        ),
        "{}",
        form.body
    );
    // A zone the database does not know is no zone: UTC.
    let visitor = app.browser();
    visitor
        .cookies
        .add_cookie_str("rq_zone=Mars/Olympus; Path=/", &site);
    assert!(
        visitor
            .get(&path)
            .await
            .body
            .contains(&english.instant(starts))
    );
    // The member's choice wins over the browser's.
    let personal = [("time_zone", "Asia/Kolkata")];
    let saved = browser
        .submit("/settings/profile", "/settings/profile", &personal)
        .await;
    assert_eq!(saved.status, 200, "{}", saved.body);
    let in_kolkata = english.in_zone(Some("Asia/Kolkata")).instant(starts);
    assert!(browser.get(&path).await.body.contains(&in_kolkata));
}
