//! The project's own data-driven cases, in `tests/cases/*.txt`.
//!
//! A file holds blocks. Each block starts with `## title`, then the robots.txt (lines joined
//! with LF and ended by one; `@cr`, `@crlf` or `@noeol` as the block's first line change that),
//! then `--`, then one check a line:
//!
//! ```text
//! [options] <agent> <url> -> <allow|disallow> <line> [| rfc9309 <allow|disallow> <line>]
//! ```
//!
//! Without an `rfc9309` part the strict reading must give the same answer: every place where
//! the two readings differ is marked in the data. Options: `[profile]` takes the agent as a
//! catalog profile, `[limit=N]` reads only N bytes. In the file, the agent and URL, `\xHH`,
//! `\t`, `\r` and `\\` stand for those bytes, and `""` is an empty agent or URL.

use robots_core::{catalog, Options, Policy, Profile, Robots};

fn unescape(s: &str) -> Vec<u8> {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' && i + 1 < b.len() {
            match b[i + 1] {
                b'x' => {
                    out.push(u8::from_str_radix(&s[i + 2..i + 4], 16).expect("\\xHH"));
                    i += 4;
                    continue;
                }
                b't' => out.push(b'\t'),
                b'r' => out.push(b'\r'),
                b'n' => out.push(b'\n'),
                b'\\' => out.push(b'\\'),
                other => panic!("unknown escape \\{}", other as char),
            }
            i += 2;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    out
}

struct Expect {
    allowed: bool,
    line: u32,
}

fn expect(s: &str) -> Expect {
    let mut it = s.split_whitespace();
    let allowed = match it.next() {
        Some("allow") => true,
        Some("disallow") => false,
        other => panic!("expected allow|disallow, got {other:?}"),
    };
    let line = it.next().expect("line").parse().expect("line number");
    Expect { allowed, line }
}

fn text(s: &str) -> String {
    String::from_utf8(unescape(s)).expect("utf-8 agent/url")
}

fn run_file(name: &str, data: &str, failures: &mut Vec<String>) -> usize {
    let mut count = 0;
    for block in data.split("\n## ").skip(1) {
        let (title, rest) = block.split_once('\n').expect("title line");
        let (body, checks) = rest.split_once("\n--\n").unwrap_or_else(|| panic!("{name}: `--` missing in {title}"));
        let mut lines: Vec<&str> = body.split('\n').collect();
        let mut eol: &[u8] = b"\n";
        let mut final_eol = true;
        match lines.first().copied() {
            Some("@cr") => eol = b"\r",
            Some("@crlf") => eol = b"\r\n",
            Some("@noeol") => final_eol = false,
            _ => {}
        }
        if lines.first().is_some_and(|l| l.starts_with('@')) {
            lines.remove(0);
        }
        let mut robots_bytes = Vec::new();
        for (i, l) in lines.iter().enumerate() {
            robots_bytes.extend(unescape(l));
            if i + 1 < lines.len() || final_eol {
                robots_bytes.extend_from_slice(eol);
            }
        }
        let robots = Robots::parse(&robots_bytes);
        for check in checks.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
            count += 1;
            let (lhs, rhs) = check.split_once("->").unwrap_or_else(|| panic!("{name}: bad check {check}"));
            let mut words: Vec<&str> = lhs.split_whitespace().collect();
            let mut opts = Options::default();
            let mut special = false;
            while words.first().is_some_and(|w| w.starts_with('[')) {
                let w = words.remove(0);
                special = true;
                if w == "[profile]" {
                    opts.profile = Some(catalog::profile(words[0]).unwrap_or_else(|| Profile::plain(words[0])));
                } else if let Some(n) = w.strip_prefix("[limit=").and_then(|n| n.strip_suffix(']')) {
                    opts.size_limit = Some(n.parse().expect("limit"));
                } else {
                    panic!("{name}: unknown option {w}");
                }
            }
            assert_eq!(words.len(), 2, "{name}: `{check}` needs an agent and a URL");
            let agent = if words[0] == "\"\"" { String::new() } else { text(words[0]) };
            let url = if words[1] == "\"\"" { String::new() } else { text(words[1]) };
            let mut parts = rhs.split('|');
            let google = expect(parts.next().unwrap());
            let rfc = parts.next().map(|p| expect(p.trim().strip_prefix("rfc9309").expect("`| rfc9309 …`")));
            let mut verify = |policy: Policy, want: &Expect| {
                let o = Options { policy, ..opts.clone() };
                let v = robots.check_with(&agent, &url, &o);
                let got = (v.allowed(), v.winner_line().unwrap_or(0));
                let m = robots.matcher_with(&agent, &o).decide(&url);
                if got != (want.allowed, want.line) || m != got {
                    failures.push(format!(
                        "{name} / {title} / {check} [{}]: check {got:?}, matcher {m:?}, want {:?}",
                        policy.name(),
                        (want.allowed, want.line)
                    ));
                }
            };
            verify(Policy::Google, &google);
            match (&rfc, special) {
                (Some(r), _) => verify(Policy::Rfc9309, r),
                (None, false) => verify(Policy::Rfc9309, &google),
                (None, true) => {}
            }
        }
    }
    count
}

#[test]
fn own_cases() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/cases");
    let mut files: Vec<_> = std::fs::read_dir(dir).expect("tests/cases").map(|e| e.unwrap().path()).collect();
    files.sort();
    let mut failures = Vec::new();
    let mut total = 0;
    for path in files.iter().filter(|p| p.extension().is_some_and(|e| e == "txt")) {
        let data = std::fs::read_to_string(path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let n = run_file(&name, &format!("\n{data}"), &mut failures);
        assert!(n > 0, "{name} has no checks");
        total += n;
    }
    assert!(failures.is_empty(), "{} of {total} checks failed:\n{}", failures.len(), failures.join("\n"));
    assert!(total >= 300, "only {total} checks");
}
