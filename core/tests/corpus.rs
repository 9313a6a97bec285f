//! The lint on real files: the robots.txt corpus of `tests/corpus/` (3,702 files from public
//! crawler libraries' test data, see its README), the files each rule fires on, and the goals
//! of issue 25: warnings or errors on at most 15 % of the files, and on none of those with a
//! single well-formed group.

use std::collections::BTreeMap;
use std::io::Read;

use base64::Engine;
use robots_core::{LineKind, Lint, LintRule, Options, Policy, Robots, Severity};

/// One file of the corpus: where it came from and its bytes.
struct Entry {
    source: String,
    name: String,
    bytes: Vec<u8>,
}

fn corpus() -> Vec<Entry> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/corpus/robots.jsonl.gz");
    let mut text = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(path).expect("corpus")).read_to_string(&mut text).expect("gzip");
    text.lines()
        .map(|line| {
            let v: serde_json::Value = serde_json::from_str(line).expect("json line");
            let s = |k: &str| v[k].as_str().map(String::from);
            let bytes = match (s("text"), s("base64")) {
                (Some(t), _) => t.into_bytes(),
                (None, Some(b)) => base64::engine::general_purpose::STANDARD.decode(b).expect("base64"),
                _ => panic!("an entry without text: {line}"),
            };
            Entry { source: s("source").expect("source"), name: s("name").expect("name"), bytes }
        })
        .collect()
}

/// A file with one group whose every line is well formed: one run of user-agent lines (with
/// only blank lines and comments between them) whose values are bare tokens or `*`, then
/// rules whose patterns start with `/` or `*`; records only `Sitemap` with an absolute URL
/// and the common extensions (`Crawl-delay`, `Host`, `Clean-param`, `Request-rate`,
/// `Visit-time`); no per-line diagnostic but those extensions; no pattern both allowed and
/// disallowed (`/a` and `/a*` count as one); valid UTF-8 within Google's 500 KiB.
fn single_well_formed_group(robots: &Robots) -> bool {
    let groups = robots.groups(Policy::Google);
    let [group] = groups.as_slice() else { return false };
    let token = |v: &str| v == "*" || !v.is_empty() && v.bytes().all(|b| b.is_ascii_alphabetic() || b == b'-' || b == b'_');
    let text = robots.text();
    let lines = robots.lines();
    let line = |n: u32| &lines[n as usize - 1];
    let pattern_ok = |n: u32| {
        let v = line(n).value.of(text);
        v.is_empty() || v[0] == b'/' || v[0] == b'*'
    };
    let (first, last) = (group.agents[0].0, group.agents[group.agents.len() - 1].0);
    let agents_together = (first..=last).all(|n| matches!(line(n).kind, LineKind::UserAgent | LineKind::Blank | LineKind::Comment));
    let extension = |key: &[u8]| {
        ["crawl-delay", "host", "clean-param", "request-rate", "visit-time"].iter().any(|k| key.eq_ignore_ascii_case(k.as_bytes()))
    };
    let absolute = |v: &[u8]| {
        let rest = v.strip_prefix(b"https://").or_else(|| v.strip_prefix(b"http://"));
        rest.is_some_and(|r| r.first().is_some_and(|&b| b != b'/'))
    };
    let record_ok = |r: &robots_core::Record<'_>| match r.kind {
        LineKind::Sitemap => absolute(r.value),
        _ => extension(r.key),
    };
    // No two rules that match the same paths (`/a`, `/a*`) with different kinds: one of them
    // never decides, a defect the lint rightly reports.
    let mut rules: Vec<(&[u8], bool)> = group
        .rule_lines
        .iter()
        .map(|&n| {
            let l = line(n);
            let v = l.value.of(text);
            let v = v.strip_suffix(b"$").filter(|b| b.ends_with(b"*")).unwrap_or(v);
            let kept = v.len() - v.iter().rev().take_while(|&&b| b == b'*').count();
            (&v[..kept], l.kind == LineKind::Allow)
        })
        .filter(|(v, _)| !v.is_empty())
        .collect();
    rules.sort();
    rules.dedup();
    let consistent = rules.windows(2).all(|w| w[0].0 != w[1].0);
    robots.diagnostics().iter().all(|d| d.kind == robots_core::DiagnosticKind::UnusedKey)
        && robots.records().all(|r| record_ok(&r))
        && agents_together
        && consistent
        && group.agents.iter().all(|(_, v)| token(v))
        && group.rule_lines.iter().all(|&n| pattern_ok(n))
        && text.len() <= robots_core::GOOGLE_SIZE_LIMIT
        && std::str::from_utf8(text).is_ok()
}

fn serious(l: &Lint) -> bool {
    l.rule.severity() >= Severity::Warning
}

#[test]
fn the_lint_is_quiet_on_healthy_real_files() {
    let files = corpus();
    assert!(files.len() >= 2000, "the corpus has {} files", files.len());
    let mut per_rule: BTreeMap<&str, usize> = BTreeMap::new();
    let (mut serious_files, mut single, mut single_serious) = (0, 0, Vec::new());
    let dump = std::env::var("CORPUS_DUMP").ok();
    let mut out = String::new();
    for e in &files {
        let robots = Robots::parse(&e.bytes);
        let lints = robots.lint(&Options::default());
        let mut fired: Vec<LintRule> = lints.iter().map(|l| l.rule).collect();
        fired.sort();
        fired.dedup();
        for r in &fired {
            *per_rule.entry(r.id()).or_default() += 1;
        }
        let is_serious = lints.iter().any(serious);
        serious_files += usize::from(is_serious);
        if single_well_formed_group(&robots) {
            single += 1;
            if is_serious {
                single_serious.push(format!("{}/{}", e.source, e.name));
            }
        }
        if dump.is_some() {
            for l in &lints {
                out.push_str(&format!(
                    "{}\t{}\t{}\t{}\t{}\n",
                    l.rule.id(),
                    e.name,
                    l.line,
                    String::from_utf8_lossy(robots.lines()[l.line as usize - 1].span.of(robots.text()))
                        .chars()
                        .take(120)
                        .map(|c| if c.is_control() { ' ' } else { c })
                        .collect::<String>(),
                    l.message.replace(['\t', '\n'], " ")
                ));
            }
        }
    }
    if let Some(path) = dump {
        std::fs::write(path, out).unwrap();
    }
    let n = files.len();
    let mut report = format!(
        "{n} files; warnings or errors on {serious_files} ({:.1} %); {single} with a single well-formed group\n",
        100.0 * serious_files as f64 / n as f64
    );
    for rule in LintRule::ALL {
        let c = per_rule.get(rule.id()).copied().unwrap_or(0);
        report.push_str(&format!(
            "{:>26} {:>7} {:>5} files ({:.1} %)\n",
            rule.id(),
            rule.severity().name(),
            c,
            100.0 * c as f64 / n as f64
        ));
    }
    println!("{report}");
    // The healthy files are most of the corpus, so the goal below is not met by a definition
    // that lets few files through.
    assert!(single * 2 >= n, "only {single} of {n} files have a single well-formed group\n{report}");
    assert!(serious_files * 100 <= n * 15, "warnings or errors on {serious_files} of {n} files\n{report}");
    assert!(single_serious.is_empty(), "files with a single well-formed group that get warnings: {single_serious:?}\n{report}");
}
