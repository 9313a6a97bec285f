//! `cargo xtask serve [--port N]`: build, then serve www/dist on 127.0.0.1 with a small
//! static server (std only) that sends the page's Content-Security-Policy.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};

use crate::util::{root, say, Result};
use crate::{build, install};

/// The policy the page must live with: no inline scripts, wasm compiled by the page only.
pub const CSP: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; \
                       img-src 'self' data: blob:; connect-src 'self' https: http://localhost:* http://127.0.0.1:*; object-src 'none'; base-uri 'none'";

/// What only a header can say (a `<meta>` policy ignores it): no other site frames the page,
/// so none can overlay it to steer clicks.
pub const FRAME_ANCESTORS: &str = "frame-ancestors 'self'";

pub fn run(args: &[String]) -> Result {
    let port = port(args)?;
    install::tools(false)?;
    build::build_all()?;
    build::sizes();
    let listener = TcpListener::bind(("127.0.0.1", port)).map_err(|e| format!("cannot listen on 127.0.0.1:{port}: {e}"))?;
    say(format!("serving {} at http://127.0.0.1:{port}/ (Ctrl-C to stop)", site_dir().display()));
    serve(listener);
    Ok(())
}

/// The port to serve on: 8080, or the one given with `--port`.
fn port(args: &[String]) -> Result<u16> {
    match args {
        [] => Ok(8080),
        [flag, n] if flag == "--port" => n.parse().map_err(|_| format!("--port expects a number from 0 to 65535, not {n:?}")),
        _ => Err("usage: cargo xtask serve [--port N]".into()),
    }
}

/// www/dist, or, before the page exists, a folder with a placeholder index.
pub fn site_dir() -> PathBuf {
    let dist = root().join("www/dist");
    if dist.join("index.html").exists() {
        return dist;
    }
    let fallback = crate::util::target_dir().join("xtask/placeholder");
    let _ = std::fs::create_dir_all(&fallback);
    let _ = std::fs::write(
        fallback.join("index.html"),
        "<!doctype html><meta charset=utf-8><link rel=icon href=\"data:,\"><title>Robots Playground</title>\
         <p>The page is not built yet (www/dist is missing). The npm package is in web/pkg.</p>\n",
    );
    fallback
}

/// Serves `site_dir()` forever, one thread per connection.
pub fn serve(listener: TcpListener) {
    let dir = site_dir();
    for stream in listener.incoming().flatten() {
        let dir = dir.clone();
        std::thread::spawn(move || {
            let _ = respond(stream, &dir);
        });
    }
}

fn respond(mut stream: TcpStream, dir: &Path) -> std::io::Result<()> {
    let mut request = String::new();
    let mut reader = BufReader::new(stream.try_clone()?);
    reader.read_line(&mut request)?;
    loop {
        let mut header = String::new();
        if reader.read_line(&mut header)? == 0 || header.trim().is_empty() {
            break;
        }
    }
    let mut parts = request.split_whitespace();
    let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or("/"));
    if method != "GET" && method != "HEAD" {
        return reply(&mut stream, "405 Method Not Allowed", "text/plain; charset=utf-8", b"method not allowed\n", false);
    }
    let path = target.split(['?', '#']).next().unwrap_or("/");
    match file_for(dir, &percent_decode(path)) {
        Some(file) => {
            let body = std::fs::read(&file)?;
            reply(&mut stream, "200 OK", mime(&file), &body, method == "HEAD")
        }
        None => reply(&mut stream, "404 Not Found", "text/plain; charset=utf-8", b"not found\n", method == "HEAD"),
    }
}

/// The file a URL path names inside `dir`, never outside it; a folder means its index.html.
fn file_for(dir: &Path, path: &str) -> Option<PathBuf> {
    let rel = Path::new(path.trim_start_matches('/'));
    if rel.components().any(|c| !matches!(c, Component::Normal(_))) {
        return None;
    }
    let mut file = dir.join(rel);
    if file.is_dir() {
        file = file.join("index.html");
    }
    file.is_file().then_some(file)
}

fn percent_decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let hex = |c: u8| (c as char).to_digit(16);
        match (b[i], b.get(i + 1).and_then(|&c| hex(c)), b.get(i + 2).and_then(|&c| hex(c))) {
            (b'%', Some(h), Some(l)) => {
                out.push((h * 16 + l) as u8);
                i += 3;
            }
            (c, _, _) => {
                out.push(c);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

pub fn mime(file: &Path) -> &'static str {
    match file.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "json" | "map" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "txt" => "text/plain; charset=utf-8",
        "woff2" => "font/woff2",
        _ => "application/octet-stream",
    }
}

/// The header that lets pages of other sites load the scripts and the wasm: a page that
/// embeds `<robots-playground>` from this site fetches its module, chunks, worker and wasm in
/// CORS mode (module scripts and `fetch` always are), and without it the browser blocks them.
fn cors(mime: &str) -> &'static str {
    match mime {
        "text/javascript; charset=utf-8" | "application/wasm" => "Access-Control-Allow-Origin: *\r\n",
        _ => "",
    }
}

fn reply(stream: &mut TcpStream, status: &str, mime: &str, body: &[u8], head: bool) -> std::io::Result<()> {
    let header = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {mime}\r\nContent-Length: {}\r\nContent-Security-Policy: {CSP}; {FRAME_ANCESTORS}\r\n\
         {}X-Content-Type-Options: nosniff\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n",
        body.len(),
        cors(mime)
    );
    stream.write_all(header.as_bytes())?;
    if !head {
        stream.write_all(body)?;
    }
    stream.flush()
}

#[cfg(test)]
mod tests {
    use super::{cors, mime, port};
    use std::path::Path;

    fn args(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn the_port_is_8080_or_the_one_given() {
        assert_eq!(port(&args(&[])), Ok(8080));
        assert_eq!(port(&args(&["--port", "9123"])), Ok(9123));
        assert_eq!(port(&args(&["--port", "0"])), Ok(0));
        assert!(port(&args(&["--port", "65536"])).unwrap_err().contains("not \"65536\""));
        assert!(port(&args(&["--port", "http"])).unwrap_err().contains("expects a number"));
        for bad in [&["--port"][..], &["9123"], &["--port", "1", "2"], &["--host", "1"]] {
            assert!(port(&args(bad)).unwrap_err().starts_with("usage:"), "{bad:?}");
        }
    }

    #[test]
    fn scripts_and_wasm_may_be_loaded_by_other_sites() {
        for file in ["robots-playground.element.js", "chunk-X.mjs", "robots-playground-full_bg.wasm"] {
            assert_eq!(cors(mime(Path::new(file))), "Access-Control-Allow-Origin: *\r\n", "{file}");
        }
        for file in ["index.html", "styles.css", "example-robots.txt"] {
            assert_eq!(cors(mime(Path::new(file))), "", "{file}");
        }
    }
}
