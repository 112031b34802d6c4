//! A real SMTP listener for tests: speaks enough of RFC 5321 over TCP for
//! a real client (lettre) to deliver to it, and can be told to refuse.

use std::sync::{Arc, Mutex};

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

/// What the listener received and how it should answer.
#[derive(Debug, Default)]
pub struct SmtpState {
    /// Whole messages accepted, as sent after DATA.
    pub messages: Vec<Vec<u8>>,
    /// Answer this many DATA commands with `451` (try again later).
    pub transient_failures: usize,
    /// Recipients refused with `550` (no such user).
    pub refused_recipients: Vec<String>,
    /// DATA commands seen, accepted or not.
    pub attempts: usize,
}

/// A listener on 127.0.0.1 and a random port.
pub struct SmtpListener {
    pub port: u16,
    pub state: Arc<Mutex<SmtpState>>,
}

impl SmtpListener {
    pub async fn start() -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let state = Arc::new(Mutex::new(SmtpState::default()));
        let shared = state.clone();
        tokio::spawn(async move {
            while let Ok((socket, _)) = listener.accept().await {
                tokio::spawn(session(socket, shared.clone()));
            }
        });
        Self { port, state }
    }

    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }
}

async fn session(socket: tokio::net::TcpStream, state: Arc<Mutex<SmtpState>>) {
    let (read, mut write) = socket.into_split();
    let mut lines = BufReader::new(read);
    let _ = write.write_all(b"220 test.smtp ESMTP ready\r\n").await;
    let mut line = String::new();
    loop {
        line.clear();
        if lines.read_line(&mut line).await.unwrap_or(0) == 0 {
            return;
        }
        let command = line.trim_end().to_ascii_uppercase();
        let reply: String = if command.starts_with("EHLO") || command.starts_with("HELO") {
            "250-test.smtp\r\n250 8BITMIME\r\n".into()
        } else if let Some(rest) = command.strip_prefix("RCPT TO:") {
            let address = rest
                .trim()
                .trim_start_matches('<')
                .split('>')
                .next()
                .unwrap_or("")
                .to_lowercase();
            let refused = state
                .lock()
                .unwrap()
                .refused_recipients
                .iter()
                .any(|r| r.to_lowercase() == address);
            if refused {
                "550 5.1.1 no such user\r\n".into()
            } else {
                "250 OK\r\n".into()
            }
        } else if command.starts_with("DATA") {
            let _ = write.write_all(b"354 end with <CRLF>.<CRLF>\r\n").await;
            let mut message = Vec::new();
            loop {
                line.clear();
                if lines.read_line(&mut line).await.unwrap_or(0) == 0 {
                    return;
                }
                if line == ".\r\n" {
                    break;
                }
                // RFC 5321 §4.5.2: a leading dot was doubled by the client.
                let content = line.strip_prefix('.').unwrap_or(&line);
                message.extend_from_slice(content.as_bytes());
            }
            let mut state = state.lock().unwrap();
            state.attempts += 1;
            if state.transient_failures > 0 {
                state.transient_failures -= 1;
                "451 4.3.0 try again later\r\n".into()
            } else {
                state.messages.push(message);
                "250 OK queued\r\n".into()
            }
        } else if command.starts_with("QUIT") {
            let _ = write.write_all(b"221 bye\r\n").await;
            return;
        } else {
            // MAIL FROM, RSET, NOOP.
            "250 OK\r\n".into()
        };
        if write.write_all(reply.as_bytes()).await.is_err() {
            return;
        }
    }
}
