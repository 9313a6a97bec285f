//! Matching one pattern against a path, and taking the path out of a URL.
//!
//! RFC 9309 §2.2.3: `*` matches any run of octets, including none; `$` at the end of a pattern
//! anchors it at the end of the path. A `$` anywhere else is an ordinary byte. A pattern
//! matches when it matches a prefix of the path.

use alloc::borrow::Cow;
use alloc::vec::Vec;

/// Does `pattern` match `path` (from its first byte)?
///
/// The pattern is cut at each `*` into literal pieces. The first piece must start the path,
/// each middle piece is found at its leftmost place after the previous one, and the last
/// piece either follows anywhere or, with a final `$`, ends the path. Taking the leftmost
/// place never loses a match, so the work is at most (pattern length × path length), with
/// no backtracking.
pub fn matches(pattern: &[u8], path: &[u8]) -> bool {
    let (pattern, anchored) = match pattern.split_last() {
        Some((b'$', head)) => (head, true),
        _ => (pattern, false),
    };
    let mut pieces = pattern.split(|&b| b == b'*');
    let first = pieces.next().unwrap_or_default();
    if !path.starts_with(first) {
        return false;
    }
    let mut pos = first.len();
    let Some(mut piece) = pieces.next() else {
        return !anchored || pos == path.len();
    };
    for next in pieces {
        match find(&path[pos..], piece) {
            Some(i) => pos += i + piece.len(),
            None => return false,
        }
        piece = next;
    }
    if anchored {
        path.len() - pos >= piece.len() && path.ends_with(piece)
    } else {
        find(&path[pos..], piece).is_some()
    }
}

/// The leftmost place of `needle` in `hay`.
fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    let Some((&first, rest)) = needle.split_first() else {
        return Some(0);
    };
    if hay.len() < needle.len() {
        return None;
    }
    let last_start = hay.len() - needle.len();
    let mut i = 0;
    while i <= last_start {
        let off = hay[i..=last_start].iter().position(|&b| b == first)?;
        i += off;
        if hay[i + 1..i + needle.len()] == *rest {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// The reference's own matcher, kept as the obviously-correct model the fast one is tested
/// against: it tracks every path position the pattern prefix can reach.
pub fn matches_naive(pattern: &[u8], path: &[u8]) -> bool {
    let mut reach: Vec<usize> = alloc::vec![0];
    for (i, &c) in pattern.iter().enumerate() {
        if c == b'$' && i + 1 == pattern.len() {
            return reach.last() == Some(&path.len());
        }
        if c == b'*' {
            reach = (reach[0]..=path.len()).collect();
        } else {
            reach = reach.into_iter().filter(|&p| p < path.len() && path[p] == c).map(|p| p + 1).collect();
            if reach.is_empty() {
                return false;
            }
        }
    }
    true
}

/// The path, params and query of a URL, as the reference's `GetPathParamsQuery` takes them:
/// the scheme and authority are dropped (`//host/x` too), so is a `#fragment`, an empty path
/// is `/`, a leading `?` or `;` gets a `/` before it, and `private/x` is host `private` plus
/// path `/x`. The reference hands the result on as a C string, so a NUL byte ends it.
pub fn path_of(url: &[u8]) -> Cow<'_, [u8]> {
    // One pass, in plain index loops: in the wasm, built for size, each iterator adapter or
    // slice search would be a call, and this runs for every URL checked.
    let is_path_start = |b: u8| b == b'/' || b == b'?' || b == b';';
    let search_start = if url.len() >= 2 && url[0] == b'/' && url[1] == b'/' { 2 } else { 0 };
    // The first path start, and whether a '#' comes before it.
    let (mut i, mut hash) = (search_start, false);
    while i < url.len() && !is_path_start(url[i]) {
        hash |= url[i] == b'#';
        i += 1;
    }
    if i == url.len() {
        return Cow::Borrowed(b"/");
    }
    // The reference looks for the first "://"; it counts only if it starts before the path
    // does. Any "://" has a '/' right after its ':', so the only one that counts ends the
    // scan above: a ':' just before it and "//" at it. The path then starts after the host.
    if i > search_start && url[i - 1] == b':' && url[i] == b'/' && url.get(i + 1) == Some(&b'/') {
        i += 2;
        while i < url.len() && !is_path_start(url[i]) {
            hash |= url[i] == b'#';
            i += 1;
        }
        if i == url.len() {
            return Cow::Borrowed(b"/");
        }
    }
    if hash {
        return Cow::Borrowed(b"/");
    }
    // The path ends at a fragment; the reference then hands it on as a C string, so a NUL
    // ends it too.
    let start = i;
    while i < url.len() && url[i] != b'#' && url[i] != 0 {
        i += 1;
    }
    let path = &url[start..i];
    if url[start] == b'/' {
        Cow::Borrowed(path)
    } else {
        let mut owned = Vec::with_capacity(path.len() + 1);
        owned.push(b'/');
        owned.extend_from_slice(path);
        Cow::Owned(owned)
    }
}
