//! The client against a real listener on this machine's loopback address:
//! every way of writing 127.0.0.1, and a name resolving to it, makes no
//! connection, while the tests' reach does connect (so the listener would
//! have seen one).

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use reqwest::dns::{Addrs, Name, Resolve, Resolving};
use tokio::net::TcpListener;

use super::*;

/// A listener on 127.0.0.1 that counts the connections it accepts and
/// answers each with an empty 204.
async fn counting_listener() -> (u16, Arc<AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let accepted = Arc::new(AtomicUsize::new(0));
    let counter = accepted.clone();
    tokio::spawn(async move {
        while let Ok((mut socket, _)) = listener.accept().await {
            counter.fetch_add(1, Ordering::SeqCst);
            tokio::spawn(async move {
                use tokio::io::{AsyncReadExt, AsyncWriteExt};
                let mut buffer = [0_u8; 4096];
                let _ = socket.read(&mut buffer).await;
                let _ = socket
                    .write_all(b"HTTP/1.1 204 No Content\r\nconnection: close\r\n\r\n")
                    .await;
            });
        }
    });
    (port, accepted)
}

/// Resolves every name to 127.0.0.1, as a hostile or rebinding DNS would.
struct ToLoopback;

impl Resolve for ToLoopback {
    fn resolve(&self, _: Name) -> Resolving {
        Box::pin(async {
            let loopback: SocketAddr = "127.0.0.1:0".parse().unwrap();
            Ok(Box::new(std::iter::once(loopback)) as Addrs)
        })
    }
}

fn get(url: &str) -> reqwest::Request {
    reqwest::Request::new(reqwest::Method::GET, url.parse().unwrap())
}

const TIMEOUT: Duration = Duration::from_secs(5);

#[tokio::test]
async fn no_way_of_writing_the_loopback_address_connects() {
    let (port, accepted) = counting_listener().await;
    let client = PublicClient::new(Reach::Public, TIMEOUT).unwrap();
    for host in [
        "127.0.0.1",
        "127.1",
        "0177.0.0.1",
        "0x7f.1",
        "127.0.0.1.",
        "127.000.000.001",
        "0.0",
        "2130706433",
        "2130706433.",
        "0x7f000001.",
        "017700000001.",
        "[::1]",
        "[::ffff:127.0.0.1]",
        "[::ffff:7f00:1]",
        "localhost",
        "localhost.",
    ] {
        for scheme in ["http", "https"] {
            let url = format!("{scheme}://{host}:{port}/push/1");
            let answer = client.execute(get(&url)).await;
            assert!(answer.is_err(), "{url} was sent");
        }
    }
    assert_eq!(accepted.load(Ordering::SeqCst), 0);
}

#[tokio::test]
async fn a_name_resolving_to_the_loopback_address_connects_nowhere() {
    let (port, accepted) = counting_listener().await;
    let client = PublicClient::with_resolver(Reach::Public, TIMEOUT, Arc::new(ToLoopback)).unwrap();
    let answer = client
        .execute(get(&format!("http://push.example.com:{port}/push/1")))
        .await;
    let error = answer.expect_err("the request must be refused");
    assert!(
        format!("{error:?}").contains("no public address"),
        "{error:?}"
    );
    assert_eq!(accepted.load(Ordering::SeqCst), 0);
}

#[tokio::test]
async fn the_tests_reach_connects_to_loopback_so_the_listener_counts() {
    let (port, accepted) = counting_listener().await;
    let client =
        PublicClient::with_resolver(Reach::PublicAndLoopback, TIMEOUT, Arc::new(ToLoopback))
            .unwrap();
    let by_address = client
        .execute(get(&format!("http://127.1:{port}/push/1")))
        .await
        .unwrap();
    assert_eq!(by_address.status(), 204);
    let by_name = client
        .execute(get(&format!("http://push.example.com:{port}/push/1")))
        .await
        .unwrap();
    assert_eq!(by_name.status(), 204);
    assert_eq!(accepted.load(Ordering::SeqCst), 2);
}
