//! Whether the `*` disallows a crawler's own group loses change what it may fetch, and
//! whether that looks meant, for a group that repeats none of them. Measured on URLs made
//! from the `*` disallows ([`samples`]): a warning needs one that the `*` group disallows and
//! the crawler's own group allows. It looks meant when the group sets its own default (a rule
//! that matches every path: `Disallow: /*` beside a few allows, `Allow: *`), when one of its
//! disallows narrows a `*` disallow (`Disallow: /EJ/openphysics/` where `*` has
//! `Disallow: /EJ/`: pointless if `*` applied). And an image crawler fetches only images: for
//! it, only `*` disallows that name an image extension or an image folder count.

use alloc::string::String;

use super::super::intern::canonical;
use super::super::samples::{samples, Checker};
use super::super::Cx;
use crate::verdict::RuleKind;

/// At most this many lost `*` disallows are tried per crawler (each on two URLs); past them,
/// the finding is a note.
const MAX_TRIED: usize = 100;

/// Crawlers that fetch only image files. (Googlebot-Video fetches pages too.)
const IMAGE_CRAWLERS: &[&str] = &["Googlebot-Image", "GoogleOther-Image", "YandexImages"];

/// What in a pattern (in any case) may match images: their extensions, anywhere, and the
/// folders they are kept in, at the start of a path segment (`/images/`, `/wp-content/`;
/// `/compare-images.html` names none).
const IMAGE_WORDS: &[&[u8]] = &[b".jpg", b".jpeg", b".png", b".gif", b".webp", b".svg", b".ico", b".bmp", b".tif", b".avif", b".heic"];
const IMAGE_FOLDERS: &[&[u8]] = &[
    b"/image",
    b"/img",
    b"/photo",
    b"/picture",
    b"/pic/",
    b"/pics/",
    b"/thumb",
    b"/media",
    b"/galler",
    b"/upload",
    b"/wp-content",
    b"/asset",
    b"/static",
    b"/content/dam",
];

/// Is `token` an image crawler's?
pub(super) fn is_image_crawler(token: &str) -> bool {
    IMAGE_CRAWLERS.iter().any(|m| m.eq_ignore_ascii_case(token))
}

/// May pattern `p` match images? Every word starts with `.` or `/`: only the few places of
/// those bytes are compared, each with the words whose second byte follows there.
fn names_images(p: &[u8]) -> bool {
    (0..p.len().saturating_sub(1)).filter(|&i| matches!(p[i], b'.' | b'/')).any(|i| {
        let next = p[i + 1].to_ascii_lowercase();
        IMAGE_WORDS.iter().chain(IMAGE_FOLDERS).any(|w| w[1] == next && p[i..].get(..w.len()).is_some_and(|x| x.eq_ignore_ascii_case(w)))
    })
}

/// The verdict on a crawler's lost `*` rules.
pub(super) enum Judged {
    /// A URL the `*` group disallows and the crawler's own group allows.
    Warn(String),
    /// Every URL tried that the `*` group disallows, its own group disallows too.
    NoEffect,
    /// An image crawler, and no `*` disallow that names an image extension or folder changes
    /// its verdicts.
    Images,
    /// Its own rule that matches every path (`Disallow: /*` beside allows, `Allow: *`): its
    /// group sets its own default.
    OwnDefault(u32),
    /// Its own disallow (first) lies within a `*` disallow (second): it narrows what `*`
    /// keeps out, so it was written knowing the `*` rules do not apply.
    Narrows(u32, u32),
}

/// Judges the `*` disallows `lost` (in file order) for the crawler `token` named by `groups`,
/// with `star` the checker of the `*` groups; `images` when every catalog crawler that obeys
/// those groups fetches only images.
pub(super) fn judge(cx: &Cx<'_>, star: &Checker<'_>, lost: &[u32], token: &str, groups: &[u32], images: bool) -> Judged {
    let rs = cx.rs;
    let pattern = |r: u32| rs.pattern(&rs.rules[r as usize].pattern);
    let own = || groups.iter().flat_map(|&g| rs.groups[g as usize].rules.clone()).filter(|&r| !pattern(r).is_empty());
    let mine = Checker::new(cx, groups, token);
    // An image crawler fetches only images: the rules that name none change nothing it fetches.
    let tried = lost.iter().filter(|&&d| !images || names_images(pattern(d))).take(MAX_TRIED);
    let opened = tried.flat_map(|&d| samples(pattern(d))).find(|url| mine.allowed(cx, url) && !star.allowed(cx, url));
    let Some(url) = opened else { return if images { Judged::Images } else { Judged::NoEffect } };
    if let Some(r) = own().find(|&r| canonical(pattern(r)) == Some(&b"/"[..])) {
        return Judged::OwnDefault(r);
    }
    // An own disallow whose URL the `*` group disallows: the `*` disallow that decides it.
    for r in own().filter(|&r| rs.rules[r as usize].kind == RuleKind::Disallow) {
        let Some(inside) = samples(pattern(r)).next().filter(|u| crate::pattern::matches(pattern(r), u.as_bytes())) else { continue };
        if let (false, Some(d)) = star.decide(cx, &inside) {
            return Judged::Narrows(r, d);
        }
    }
    Judged::Warn(url)
}
