//! What the lint tests share: the lint of a text under Google's reading, its findings as
//! `(id, line)`, and the `fires!` / `quiet!` cases (a rule fires at a line; it fires nowhere).
#![allow(dead_code, unused_macros)]

use robots_core::{Lint, Options, Robots};

/// The lint of `text` with the default options.
pub fn lint(text: impl AsRef<[u8]>) -> Vec<Lint> {
    Robots::parse(text.as_ref()).lint(&Options::default())
}

/// The findings as `(id, line)`, for messages.
pub fn ids(lints: &[Lint]) -> Vec<(&'static str, u32)> {
    lints.iter().map(|l| (l.rule.id(), l.line)).collect()
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
