//! Email over real SMTP: the server's worker delivers to an SMTP listener
//! on a TCP port, retries what may pass and gives up on what cannot.

use redqueen::clock::Clock;
use redqueen_store::testing::TestBackend;

use crate::support::smtp::SmtpListener;
use crate::support::{Email, TestApp, wait_until};

const PASSWORD: &str = "correct horse battery";

async fn spawn(backend: TestBackend, smtp: &SmtpListener) -> Option<TestApp> {
    let url = smtp.url();
    TestApp::spawn_with(backend, move |settings| settings.smtp_url = Some(url)).await
}

async fn the_verification_email_is_delivered_over_smtp_as_text_and_html(backend: TestBackend) {
    let smtp = SmtpListener::start().await;
    let Some(app) = spawn(backend, &smtp).await else {
        return;
    };
    app.browser()
        .register("Alice", "alice@example.org", PASSWORD)
        .await;
    wait_until("the message", async || {
        !smtp.state.lock().unwrap().messages.is_empty()
    })
    .await;

    let raw = smtp.state.lock().unwrap().messages[0].clone();
    let email = Email::parse(&raw);
    assert_eq!(email.to, "alice@example.org");
    assert_eq!(email.subject, "Confirm your email address");
    assert!(email.raw.contains("multipart/alternative"), "{}", email.raw);
    assert!(email.text.contains("/verify/") && email.html.contains("/verify/"));
    assert_eq!(
        app.emails_written(),
        0,
        "nothing goes to the folder when SMTP is set"
    );

    let browser = app.browser();
    assert_eq!(
        browser.get(&email.link_path()).await.path,
        "/?notice=verified"
    );
    assert_eq!(app.state().store().pending_mail_count().await.unwrap(), 0);
    app.stop().await;
}

async fn a_refused_delivery_is_retried_with_backoff_until_it_passes(backend: TestBackend) {
    let smtp = SmtpListener::start().await;
    smtp.state.lock().unwrap().transient_failures = 2;
    let Some(app) = spawn(backend, &smtp).await else {
        return;
    };
    app.browser()
        .register("Bob", "bob@example.org", PASSWORD)
        .await;
    // The SMTP server counts a try before the worker has written down its
    // failure: a try is over once the outbox has its next attempt, the
    // backoff after the clock's now.
    let start = app.clock.now_ms();
    let recorded = async |next: i64| {
        wait_until("the failure recorded", async || {
            app.state()
                .store()
                .mail_status(1)
                .await
                .unwrap()
                .is_some_and(|mail| mail.next_attempt_at == start + next)
        })
        .await;
    };
    wait_until("the first try", async || {
        smtp.state.lock().unwrap().attempts == 1
    })
    .await;
    recorded(1_000).await;

    // Not due again before the backoff (1 s in tests) has passed.
    app.run_jobs_once().await;
    assert_eq!(smtp.state.lock().unwrap().attempts, 1);
    assert_eq!(app.state().store().pending_mail_count().await.unwrap(), 1);

    app.clock.advance(1_000);
    app.state().mail_queued.notify_one();
    wait_until("the second try", async || {
        smtp.state.lock().unwrap().attempts == 2
    })
    .await;
    recorded(3_000).await;
    app.clock.advance(2_000);
    app.state().mail_queued.notify_one();
    wait_until("the delivery", async || {
        smtp.state.lock().unwrap().messages.len() == 1
    })
    .await;
    assert_eq!(smtp.state.lock().unwrap().attempts, 3);
    app.stop().await;
}

async fn a_permanently_refused_recipient_is_recorded_as_failed_and_not_retried(
    backend: TestBackend,
) {
    let smtp = SmtpListener::start().await;
    smtp.state
        .lock()
        .unwrap()
        .refused_recipients
        .push("ghost@example.org".into());
    let Some(app) = spawn(backend, &smtp).await else {
        return;
    };
    app.browser()
        .register("Casper", "ghost@example.org", PASSWORD)
        .await;
    let store = app.state().store().clone();
    wait_until("the delivery to be given up", async || {
        store.pending_mail_count().await.unwrap() == 0
    })
    .await;
    let status = store.mail_status(1).await.unwrap().unwrap();
    assert_eq!(status.status.as_str(), "failed");
    assert_eq!(status.attempts, 1);
    assert!(status.last_error.as_ref().unwrap().contains("550"));
    // A day on, the worker still leaves it alone: a retry would count as
    // an attempt (the listener would refuse it again).
    app.clock.advance(24 * 3600 * 1000);
    app.run_jobs_once().await;
    assert_eq!(store.mail_status(1).await.unwrap(), Some(status));
    assert!(smtp.state.lock().unwrap().messages.is_empty());
    app.stop().await;
}

each_backend!(
    the_verification_email_is_delivered_over_smtp_as_text_and_html,
    a_refused_delivery_is_retried_with_backoff_until_it_passes,
    a_permanently_refused_recipient_is_recorded_as_failed_and_not_retried
);
