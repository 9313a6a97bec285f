//! The JSON writer: strings and numbers read back as what was written.

use proptest::prelude::*;
use robots_core::json::{Json, Obj};

fn text(j: impl Into<Json>) -> String {
    j.into().as_str().to_string()
}

fn read(j: impl Into<Json>) -> serde_json::Value {
    let j = j.into();
    serde_json::from_str(j.as_str()).unwrap_or_else(|e| panic!("{e}: {}", j.as_str()))
}

#[test]
fn strings_are_escaped() {
    for s in ["", "plain", "\"", "\\", "a\"b\\c", "\n\r\t\u{0}\u{1f}", "é ü 漢字 🤖", "\u{7f}\u{2028}", "/p?q=\"x\"\n"] {
        assert_eq!(read(s), serde_json::Value::from(s), "{s:?}");
    }
    assert_eq!(text("a\"\\\n\u{1}z"), r#""a\"\\\u000a\u0001z""#);
}

#[test]
fn numbers_are_written_in_decimal() {
    for n in [0u32, 1, 9, 10, 99, 100, 512_000, u32::MAX] {
        assert_eq!(text(n), n.to_string());
    }
    for n in [0i32, -1, 7, -10, i32::MIN, i32::MAX] {
        assert_eq!(text(n), n.to_string());
    }
    assert_eq!(text(usize::MAX), usize::MAX.to_string());
    assert_eq!(read(Obj::new().set("line", 42u32).set("delta", -3i32)), serde_json::json!({ "line": 42, "delta": -3 }));
}

proptest! {
    #[test]
    fn any_string_reads_back(s in any::<String>()) {
        prop_assert_eq!(read(s.as_str()), serde_json::Value::from(s.as_str()));
    }

    #[test]
    fn any_number_reads_back(a in any::<u32>(), b in any::<i32>(), c in any::<usize>()) {
        prop_assert_eq!(text(a), a.to_string());
        prop_assert_eq!(text(b), b.to_string());
        prop_assert_eq!(text(c), c.to_string());
    }
}
