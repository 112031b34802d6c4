//! The store's behaviour, asserted identically on SQLite and PostgreSQL.

use redqueen_domain::account::{FailedLogins, MemberId, NoticeKind, Scopes};
use redqueen_store::{AccountTokenPurpose, NewAccount, NewMail, Store, StoreError};

redqueen_store::backend_tests!(
    usernames_and_addresses_are_unique_whatever_their_case,
    an_account_link_works_once_before_it_expires_and_for_its_purpose,
    a_newer_link_retires_the_older_one,
    sessions_expire_and_end,
    a_member_can_revoke_only_their_own_tokens,
    failed_logins_and_lockout_are_stored_and_cleared_by_a_new_password,
    due_mail_is_claimed_once_and_leased,
    mail_retries_and_permanent_failures_are_recorded,
    a_rolled_back_transaction_writes_nothing,
    every_account_has_its_own_unsubscribe_secret_from_the_start,
);

async fn store(url: &str) -> Store {
    redqueen_store::testing::migrated(url).await
}

fn account<'a>(
    username: &'a str,
    key: &'a str,
    email: &'a str,
    email_key: &'a str,
) -> NewAccount<'a> {
    NewAccount {
        username,
        username_key: key,
        email,
        email_key,
        password_hash: "$argon2id$placeholder",
        email_verified: false,
        is_admin: false,
        language: None,
        starting_gems: 100,
        now: 1_000,
    }
}

async fn alice(store: &Store) -> MemberId {
    let mut tx = store.begin().await.unwrap();
    let id = tx
        .insert_user(&account(
            "Alice",
            "alice",
            "Alice@Example.org",
            "alice@example.org",
        ))
        .await
        .unwrap();
    tx.commit().await.unwrap();
    id
}

async fn usernames_and_addresses_are_unique_whatever_their_case(url: &str) {
    let store = store(url).await;
    let id = alice(&store).await;

    let mut tx = store.begin().await.unwrap();
    let same_name = tx
        .insert_user(&account(
            "ALICE",
            "alice",
            "other@example.org",
            "other@example.org",
        ))
        .await;
    assert!(
        matches!(same_name, Err(StoreError::Conflict("username_key"))),
        "{same_name:?}"
    );
    drop(tx);

    let mut tx = store.begin().await.unwrap();
    let same_email = tx
        .insert_user(&account(
            "Bob",
            "bob",
            "ALICE@example.org",
            "alice@example.org",
        ))
        .await;
    assert!(
        matches!(same_email, Err(StoreError::Conflict("email_key"))),
        "{same_email:?}"
    );
    drop(tx);

    let found = store.user_by_username_key("alice").await.unwrap().unwrap();
    assert_eq!((found.id, found.username.as_str()), (id, "Alice"));
    assert_eq!(
        store
            .user_by_email_key("alice@example.org")
            .await
            .unwrap()
            .unwrap()
            .id,
        id
    );
    assert!(!found.email_verified);
}

async fn an_account_link_works_once_before_it_expires_and_for_its_purpose(url: &str) {
    let store = store(url).await;
    let id = alice(&store).await;
    let mut tx = store.begin().await.unwrap();
    tx.insert_account_token("h1", id, AccountTokenPurpose::VerifyEmail, None, 0, 100)
        .await
        .unwrap();
    tx.insert_account_token("h2", id, AccountTokenPurpose::ResetPassword, None, 0, 100)
        .await
        .unwrap();
    tx.commit().await.unwrap();

    let mut tx = store.begin().await.unwrap();
    let wrong_purpose = tx
        .consume_account_token("h1", AccountTokenPurpose::ResetPassword, 50)
        .await
        .unwrap();
    assert_eq!(wrong_purpose, None);
    let expired = tx
        .consume_account_token("h2", AccountTokenPurpose::ResetPassword, 100)
        .await
        .unwrap();
    assert_eq!(expired, None);
    let first = tx
        .consume_account_token("h1", AccountTokenPurpose::VerifyEmail, 50)
        .await
        .unwrap();
    assert_eq!(first.map(|t| t.user_id), Some(id));
    let second = tx
        .consume_account_token("h1", AccountTokenPurpose::VerifyEmail, 51)
        .await
        .unwrap();
    assert_eq!(second, None);
    tx.commit().await.unwrap();
}

async fn a_newer_link_retires_the_older_one(url: &str) {
    let store = store(url).await;
    let id = alice(&store).await;
    let mut tx = store.begin().await.unwrap();
    tx.insert_account_token("old", id, AccountTokenPurpose::VerifyEmail, None, 0, 100)
        .await
        .unwrap();
    tx.insert_account_token(
        "new",
        id,
        AccountTokenPurpose::VerifyEmail,
        Some("n@example.org"),
        1,
        100,
    )
    .await
    .unwrap();
    let old = tx
        .consume_account_token("old", AccountTokenPurpose::VerifyEmail, 2)
        .await
        .unwrap();
    let new = tx
        .consume_account_token("new", AccountTokenPurpose::VerifyEmail, 2)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    assert_eq!(old, None);
    assert_eq!(
        new.and_then(|t| t.new_email).as_deref(),
        Some("n@example.org")
    );
}

async fn sessions_expire_and_end(url: &str) {
    let store = store(url).await;
    let id = alice(&store).await;
    let mut tx = store.begin().await.unwrap();
    tx.insert_session("s1", id, 0, 100).await.unwrap();
    tx.insert_session("s2", id, 0, 100).await.unwrap();
    tx.commit().await.unwrap();
    assert_eq!(
        store.session("s1", 99).await.unwrap().map(|s| s.user_id),
        Some(id)
    );
    assert_eq!(store.session("s1", 100).await.unwrap(), None);
    // What a socket opened in the session reads: until when it stands,
    // for its own member only.
    assert_eq!(store.session_expiry("s1", id, 99).await.unwrap(), Some(100));
    assert_eq!(store.session_expiry("s1", id, 100).await.unwrap(), None);
    let other = redqueen_domain::account::MemberId(id.0 + 1);
    assert_eq!(store.session_expiry("s1", other, 1).await.unwrap(), None);

    let mut tx = store.begin().await.unwrap();
    assert_eq!(tx.delete_session("s1").await.unwrap(), Some(id));
    assert_eq!(tx.delete_session("s1").await.unwrap(), None, "ended once");
    tx.commit().await.unwrap();
    assert_eq!(store.session_expiry("s1", id, 1).await.unwrap(), None);
    assert_eq!(store.session("s1", 1).await.unwrap(), None);
    assert!(store.session("s2", 1).await.unwrap().is_some());

    let mut tx = store.begin().await.unwrap();
    tx.delete_sessions_of(id).await.unwrap();
    tx.commit().await.unwrap();
    assert_eq!(store.session("s2", 1).await.unwrap(), None);
}

async fn a_member_can_revoke_only_their_own_tokens(url: &str) {
    let store = store(url).await;
    let alice = alice(&store).await;
    let mut tx = store.begin().await.unwrap();
    let bob = tx
        .insert_user(&account("Bob", "bob", "b@example.org", "b@example.org"))
        .await
        .unwrap();
    let token = tx
        .insert_access_token(
            alice,
            "bot",
            "hash",
            &Scopes::parse("board:play").unwrap(),
            5,
        )
        .await
        .unwrap();
    tx.commit().await.unwrap();

    let mut tx = store.begin().await.unwrap();
    assert!(!tx.delete_access_token(bob, token).await.unwrap());
    tx.touch_access_token(token, 9).await.unwrap();
    tx.commit().await.unwrap();
    let row = store.access_token("hash").await.unwrap().unwrap();
    assert_eq!(
        (
            row.user_id,
            row.scopes.to_lichess_string(),
            row.last_used_at
        ),
        (alice, "board:play".to_owned(), Some(9))
    );
    assert_eq!(store.access_tokens_of(alice).await.unwrap().len(), 1);

    let mut tx = store.begin().await.unwrap();
    assert!(tx.delete_access_token(alice, token).await.unwrap());
    tx.commit().await.unwrap();
    assert_eq!(store.access_token("hash").await.unwrap(), None);
}

async fn failed_logins_and_lockout_are_stored_and_cleared_by_a_new_password(url: &str) {
    let store = store(url).await;
    let id = alice(&store).await;
    let locked = FailedLogins {
        count: 2,
        locked_until: Some(777),
    };
    let mut tx = store.begin().await.unwrap();
    tx.set_failed_logins(id, "192.0.2.1", locked).await.unwrap();
    tx.commit().await.unwrap();
    let mut tx = store.begin().await.unwrap();
    assert_eq!(tx.failed_logins(id, "192.0.2.1").await.unwrap(), locked);
    // Per client address: another has no run at all.
    assert_eq!(
        tx.failed_logins(id, "192.0.2.2").await.unwrap(),
        FailedLogins::default()
    );
    tx.set_password_hash(id, "$argon2id$new").await.unwrap();
    assert_eq!(
        tx.failed_logins(id, "192.0.2.1").await.unwrap(),
        FailedLogins::default()
    );
    tx.commit().await.unwrap();
    let user = store.user_by_id(id).await.unwrap().unwrap();
    assert_eq!(user.password_hash, "$argon2id$new");
}

fn mail(recipient: &str) -> NewMail<'_> {
    NewMail {
        user_id: None,
        kind: NoticeKind::VerifyEmail,
        recipient,
        subject: "s",
        body_text: "t",
        body_html: "<p>t</p>",
        unsubscribe_url: None,
    }
}

async fn due_mail_is_claimed_once_and_leased(url: &str) {
    let store = store(url).await;
    let mut tx = store.begin().await.unwrap();
    for n in 0..3 {
        tx.enqueue_mail(&mail(&format!("m{n}@example.org")), 10 + n)
            .await
            .unwrap();
    }
    tx.commit().await.unwrap();

    let mut tx = store.begin().await.unwrap();
    let first = tx.claim_due_mail(100, 1_000, 2).await.unwrap();
    tx.commit().await.unwrap();
    let mut tx = store.begin().await.unwrap();
    let second = tx.claim_due_mail(100, 1_000, 10).await.unwrap();
    tx.commit().await.unwrap();
    let mut tx = store.begin().await.unwrap();
    let during_lease = tx.claim_due_mail(1_099, 1_000, 10).await.unwrap();
    let after_lease = tx.claim_due_mail(1_100, 1_000, 10).await.unwrap();
    tx.commit().await.unwrap();

    let recipients = |rows: &[redqueen_store::OutboxMail]| {
        rows.iter().map(|m| m.recipient.clone()).collect::<Vec<_>>()
    };
    assert_eq!(recipients(&first), ["m0@example.org", "m1@example.org"]);
    assert_eq!(recipients(&second), ["m2@example.org"]);
    assert!(during_lease.is_empty());
    assert_eq!(after_lease.len(), 3);
    assert!(after_lease.iter().all(|m| m.attempts == 2));
}

async fn mail_retries_and_permanent_failures_are_recorded(url: &str) {
    let store = store(url).await;
    let mut tx = store.begin().await.unwrap();
    let a = tx
        .enqueue_mail(&mail("a@example.org"), 0)
        .await
        .unwrap()
        .unwrap();
    let b = tx
        .enqueue_mail(&mail("b@example.org"), 0)
        .await
        .unwrap()
        .unwrap();
    let c = tx
        .enqueue_mail(&mail("c@example.org"), 0)
        .await
        .unwrap()
        .unwrap();
    tx.claim_due_mail(0, 10, 10).await.unwrap();
    tx.mark_mail_sent(a, 5).await.unwrap();
    tx.mark_mail_retry(b, 500, "451 try later").await.unwrap();
    tx.mark_mail_failed(c, "550 no such user").await.unwrap();
    tx.commit().await.unwrap();

    let status = |id| {
        let store = store.clone();
        async move { store.mail_status(id).await.unwrap().unwrap() }
    };
    assert_eq!(status(a).await.status.as_str(), "sent");
    let retry = status(b).await;
    assert_eq!(
        (retry.status.as_str(), retry.last_error.as_deref()),
        ("pending", Some("451 try later"))
    );
    assert_eq!(status(c).await.status.as_str(), "failed");
    assert_eq!(store.pending_mail_count().await.unwrap(), 1);

    let mut tx = store.begin().await.unwrap();
    assert!(tx.claim_due_mail(499, 10, 10).await.unwrap().is_empty());
    let again = tx.claim_due_mail(500, 10, 10).await.unwrap();
    tx.commit().await.unwrap();
    assert_eq!(again.iter().map(|m| m.id).collect::<Vec<_>>(), [b]);
}

async fn a_rolled_back_transaction_writes_nothing(url: &str) {
    let store = store(url).await;
    let mut tx = store.begin().await.unwrap();
    tx.insert_user(&account("Carol", "carol", "c@example.org", "c@example.org"))
        .await
        .unwrap();
    tx.enqueue_mail(&mail("c@example.org"), 0).await.unwrap();
    drop(tx);
    assert_eq!(store.user_by_username_key("carol").await.unwrap(), None);
    assert_eq!(store.pending_mail_count().await.unwrap(), 0);
}

/// Migration 0008: the secret exists when the account is stored, by one
/// insert or many, so queuing an email only reads it.
async fn every_account_has_its_own_unsubscribe_secret_from_the_start(url: &str) {
    let store = store(url).await;
    let alice = alice(&store).await;
    let mut tx = store.begin().await.unwrap();
    let many = tx
        .insert_users(&[
            account("Bob", "bob", "bob@example.org", "bob@example.org"),
            account("Carol", "carol", "carol@example.org", "carol@example.org"),
        ])
        .await
        .unwrap();
    let mut secrets = Vec::new();
    for id in std::iter::once(alice).chain(many) {
        let secret = tx.unsubscribe_token(id).await.unwrap();
        assert_eq!(secret.len(), 64, "{secret}");
        secrets.push((id, secret));
    }
    tx.commit().await.unwrap();
    for (id, secret) in &secrets {
        let found = store.user_by_unsubscribe_token(secret).await.unwrap();
        assert_eq!(found.map(|user| user.id), Some(*id));
    }
    secrets.sort_by(|a, b| a.1.cmp(&b.1));
    secrets.dedup_by(|a, b| a.1 == b.1);
    assert_eq!(secrets.len(), 3);
}
