//! What the lint tests share: the lint of a text under Google's reading, its findings as
//! `(id, line)`, and the `fires!` / `quiet!` cases (a rule fires at a line; it fires nowhere).
#![allow(dead_code, unused_macros)]

use robots_core::{Lint, LintRule, Options, Robots};

/// The lint of `text` with the default options.
pub fn lint(text: impl AsRef<[u8]>) -> Vec<Lint> {
    Robots::parse(text.as_ref()).lint(&Options::default())
}

/// The findings as `(id, line)`, for messages.
pub fn ids(lints: &[Lint]) -> Vec<(&'static str, u32)> {
    lints.iter().map(|l| (l.rule.id(), l.line)).collect()
}

/// The first finding of `rule` in `text`; panics, listing the findings, when there is none.
pub fn first(text: &str, rule: LintRule) -> Lint {
    let lints = lint(text.as_bytes());
    lints.iter().find(|l| l.rule == rule).cloned().unwrap_or_else(|| panic!("{} did not fire: {:?}", rule.id(), ids(&lints)))
}

/// `text` with the finding's fix applied; panics when it has none.
pub fn apply_bytes(text: &[u8], l: &Lint) -> Vec<u8> {
    let f = l.fix.as_ref().unwrap_or_else(|| panic!("{} has no fix", l.rule.id()));
    let (s, e) = (f.span.start as usize, f.span.end as usize);
    [&text[..s], f.insert.as_bytes(), &text[e..]].concat()
}

/// [`apply_bytes`] on a UTF-8 text.
pub fn apply(text: &str, l: &Lint) -> String {
    String::from_utf8(apply_bytes(text.as_bytes(), l)).expect("a fix keeps the text UTF-8")
}

/// `rule` fires at `line` of `text`.
macro_rules! fires {
    ($name:ident, $rule:ident, $text:expr, $line:expr) => {
        #[test]
        fn $name() {
            let lints = $crate::support::lint(&$text);
            assert!(
                lints.iter().any(|l| l.rule == LintRule::$rule && l.line == $line),
                "{} should fire at line {}; got {:?}",
                LintRule::$rule.id(),
                $line,
                $crate::support::ids(&lints)
            );
        }
    };
}

/// `rule` does not fire anywhere in `text`.
macro_rules! quiet {
    ($name:ident, $rule:ident, $text:expr) => {
        #[test]
        fn $name() {
            let lints = $crate::support::lint(&$text);
            assert!(
                !lints.iter().any(|l| l.rule == LintRule::$rule),
                "{} should not fire; got {:?}",
                LintRule::$rule.id(),
                $crate::support::ids(&lints)
            );
        }
    };
}
