//! A light client of an endless NDJSON stream: a plain TCP connection, one
//! HTTP/1.1 GET, and the chunked body read line by line. Without an HTTP
//! library's buffers and tasks, ten thousand of them fit in one process
//! beside the server they watch.

use std::net::SocketAddr;

use anyhow::{Context, bail, ensure};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

/// Bytes read from the socket at once; stream lines are small.
const READ_BUFFER: usize = 2048;

/// One open stream.
pub struct NdjsonStream {
    reader: BufReader<TcpStream>,
    /// Body bytes read but not yet returned as lines.
    pending: Vec<u8>,
    /// Bytes of the current chunk still to read.
    chunk_left: usize,
}

impl NdjsonStream {
    /// Sends `GET path` to `addr` and reads the response's head.
    ///
    /// # Errors
    /// The connection failed, or the answer is not a chunked 200.
    pub async fn open(addr: SocketAddr, path: &str) -> anyhow::Result<Self> {
        let mut socket = TcpStream::connect(addr).await?;
        socket.set_nodelay(true)?;
        let request =
            format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nAccept: application/x-ndjson\r\n\r\n");
        socket.write_all(request.as_bytes()).await?;
        let mut reader = BufReader::with_capacity(READ_BUFFER, socket);
        let mut line = String::new();
        reader.read_line(&mut line).await?;
        ensure!(
            line.split_whitespace().nth(1) == Some("200"),
            "GET {path}: {}",
            line.trim_end()
        );
        let mut chunked = false;
        loop {
            line.clear();
            if reader.read_line(&mut line).await? == 0 {
                bail!("GET {path}: the connection closed in the response's head");
            }
            let header = line.trim_end().to_ascii_lowercase();
            if header.is_empty() {
                break;
            }
            chunked |= header.starts_with("transfer-encoding:") && header.ends_with("chunked");
        }
        ensure!(chunked, "GET {path}: the body is not chunked");
        Ok(Self {
            reader,
            pending: Vec::new(),
            chunk_left: 0,
        })
    }

    /// The next line that is not a keep-alive, without its newline;
    /// `None` when the server ended the stream.
    ///
    /// # Errors
    /// The connection failed, or the chunked body is malformed.
    pub async fn next_line(&mut self) -> anyhow::Result<Option<Vec<u8>>> {
        loop {
            if let Some(end) = self.pending.iter().position(|&b| b == b'\n') {
                let line: Vec<u8> = self.pending.drain(..=end).take(end).collect();
                if line.is_empty() {
                    continue;
                }
                return Ok(Some(line));
            }
            if !self.read_body().await? {
                return Ok(None);
            }
        }
    }

    /// Reads more of the body into `pending`; `false` at its end.
    async fn read_body(&mut self) -> anyhow::Result<bool> {
        if self.chunk_left == 0 {
            let mut size = String::new();
            if self.reader.read_line(&mut size).await? == 0 {
                return Ok(false);
            }
            let hex = size.trim_end().split(';').next().unwrap_or_default();
            self.chunk_left = usize::from_str_radix(hex, 16)
                .with_context(|| format!("a chunk size, not {size:?}"))?;
            if self.chunk_left == 0 {
                return Ok(false);
            }
        }
        let available = self.reader.fill_buf().await?;
        ensure!(
            !available.is_empty(),
            "the connection closed inside a chunk"
        );
        let take = available.len().min(self.chunk_left);
        self.pending.extend_from_slice(&available[..take]);
        self.reader.consume(take);
        self.chunk_left -= take;
        if self.chunk_left == 0 {
            let mut end = [0_u8; 2];
            self.reader.read_exact(&mut end).await?;
            ensure!(&end == b"\r\n", "a chunk not followed by CRLF");
        }
        Ok(true)
    }
}
