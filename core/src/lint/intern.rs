//! Pattern ids: every distinct compared pattern, and every distinct canonical form (see
//! [`canonical`]), gets a small integer through one open-addressing hash table. Sets of rules
//! then group and sort by integers instead of comparing byte strings.

mod table;

use alloc::vec::Vec;

use self::table::{hash, scan, Table};
use crate::groups::Ruleset;
use crate::verdict::RuleKind;

/// No id: the pattern has no canonical form.
pub(crate) const NONE: u32 = u32::MAX;

/// Ids per rule of a ruleset.
pub(crate) struct Ids {
    /// The id of each rule's compared pattern.
    pub pattern: Vec<u32>,
    /// By rule: the number of its pattern's canonical form, or [`NONE`] when it has none or
    /// when no allow and no disallow of the file share it (only forms with both can hide a
    /// rule behind another). The forms that count are numbered `0..forms`.
    pub form: Vec<u32>,
    /// How many forms count.
    pub forms: u32,
    /// Each rule's kind and pattern, packed (see [`Meta`]), so that passes over the rules
    /// need not read the rules again.
    pub meta: Vec<Meta>,
    /// How many ids were given.
    pub count: u32,
    /// The rules whose pattern as written has something to report on its own: it does not
    /// start with `/` or `*`, ends in `*` or `*$`, or holds a byte past ASCII or a `$` before
    /// its end (or it was escaped, so that the compared pattern does not show). In order; the
    /// other rules need no second look at their bytes.
    pub suspects: Vec<u32>,
    /// By rule: for a disallow with a pattern, the rank of its pattern, its place when the
    /// patterns of disallows are sorted bytewise; `ranked` for the other rules.
    pub rank: Vec<u32>,
    /// How many patterns are ranked.
    pub ranked: u32,
    /// By rank: one past the last rank the pattern covers, so that they form the block
    /// `rank..cover_end[rank]`. A plain pattern covers those that start with it (they sort
    /// right after it), another only itself. One more entry, `ranked`, for the rules
    /// without a rank: an empty block.
    pub cover_end: Vec<u32>,
}

/// A rule's kind and compared pattern in 32 bits: the length, and flags.
#[derive(Clone, Copy)]
pub(crate) struct Meta(u32);

impl Meta {
    const ALLOW: u32 = 1 << 31;
    const INDEX: u32 = 1 << 30;
    const LEN: u32 = (1 << 28) - 1;

    /// An allow rule?
    pub fn allow(self) -> bool {
        self.0 & Meta::ALLOW != 0
    }

    /// Google's `index.html` allow, which also matches `…/$`?
    pub fn index(self) -> bool {
        self.0 & Meta::INDEX != 0
    }

    /// The compared pattern's length (lines are far shorter than the field).
    pub fn len(self) -> u32 {
        self.0 & Meta::LEN
    }
}

/// The canonical form of a compared pattern: `/a`, `/a*`, `/a**` and `/a*$` match exactly
/// the same paths (RFC 9309 §2.2.3), so they share the form `/a`; `*` alone matches every
/// path, as `/` does. `None` for patterns that never match or always lose: empty, or not
/// starting with `/` or `*`.
pub(crate) fn canonical(p: &[u8]) -> Option<&[u8]> {
    if !matches!(p.first(), Some(b'/' | b'*')) {
        return None;
    }
    let body = match p.strip_suffix(b"$") {
        Some(b) if b.last() == Some(&b'*') => b,
        Some(_) => return Some(p),
        None => p,
    };
    let kept = body.len() - body.iter().rev().take_while(|&&b| b == b'*').count();
    Some(if kept == 0 { b"/" } else { &body[..kept] })
}

pub(super) use self::table::sort_bytewise;

/// What a pattern id tells once known (see [`Ids::build`]): seen as a rule's pattern,
/// plain, something to report.
const SEEN: u8 = 1;
const PLAIN: u8 = 2;
const SUSPECT: u8 = 4;

impl Ids {
    pub fn build(rs: &Ruleset) -> Ids {
        let n = rs.rules.len();
        // Patterns repeat across groups: most files have far fewer distinct ones than rules
        // (the table grows when they do not). Room enough at once: a table or list that
        // grows while it is filled touches fresh memory twice.
        let mut table = Table::new(n / 2);
        let mut pattern = Vec::with_capacity(n);
        let mut meta = Vec::with_capacity(n);
        let mut suspects = Vec::new();
        // First the ids alone, in a loop of its own: the table is probed at random, and a
        // short loop lets the processor run several probes at once.
        for rule in &rs.rules {
            let p = rs.pattern(&rule.pattern);
            pattern.push(table.id(p, hash(p)));
        }
        // Then, by id, what each pattern tells and its canonical form, in a loop that does the
        // same for each. (The forms that are no rule's pattern get their ids after all the
        // patterns: the forms are numbered below in the order of first sight, each pattern's
        // form right after the pattern.)
        let patterns = table.keys.len();
        let mut info: Vec<u8> = Vec::with_capacity(patterns + patterns / 4);
        let mut form: Vec<u32> = Vec::with_capacity(patterns + patterns / 4);
        for id in 0..patterns {
            let p = table.keys[id];
            let (first, last) = (p.first().copied(), p.last().copied());
            let c = match first {
                Some(b'/' | b'*') if !matches!(last, Some(b'*' | b'$')) => id as u32,
                _ => match canonical(p) {
                    Some(c) if c.len() == p.len() => id as u32,
                    Some(c) => table.id(c, hash(c)),
                    None => NONE,
                },
            };
            form.push(c);
            let (star, odd) = scan(p);
            // A final `$` is no finding, but what it ends may be.
            let (odd, trailing_star) = match p.split_last() {
                Some((b'$', body)) => (odd && scan(body).1, body.last() == Some(&b'*')),
                _ => (odd, last == Some(b'*')),
            };
            let mut about = SEEN;
            if !star && last != Some(b'$') {
                about |= PLAIN;
            }
            if first.is_some() && (odd || trailing_star || !matches!(first, Some(b'/' | b'*'))) {
                about |= SUSPECT;
            }
            info.push(about);
        }
        info.resize(table.keys.len(), 0);
        form.resize(table.keys.len(), NONE);
        // By id: whether an allow has it as its form, a disallow has it as its form, and a
        // disallow has it as its pattern. Written without branches (allows and disallows,
        // suspects and others, come in no order a processor could guess) and without reads
        // (a read of a byte another rule just wrote waits for that write): what does not
        // apply goes to a last, unused entry, and the suspects list is written in place and
        // cut where it ends.
        let unused = info.len();
        let mut allow_form = alloc::vec![false; unused + 1];
        let mut disallow_form = alloc::vec![false; unused + 1];
        let mut disallowed = alloc::vec![false; unused + 1];
        suspects.resize(n, 0);
        let mut k = 0;
        for (r, (rule, &id)) in rs.rules.iter().zip(&pattern).enumerate() {
            let allow = rule.kind == RuleKind::Allow;
            let c = form[id as usize];
            let c = if c == NONE { unused } else { c as usize };
            allow_form[if allow { c } else { unused }] = true;
            disallow_form[if allow { unused } else { c }] = true;
            disallowed[if allow { unused } else { id as usize }] = true;
            // The pattern is the value as written unless it was escaped: then only the full
            // look can tell.
            suspects[k] = r as u32;
            k += usize::from((info[id as usize] & SUSPECT != 0) | (rule.pattern.end > rs.text_len));
            let len = (rule.pattern.end - rule.pattern.start) & Meta::LEN;
            meta.push(Meta(len | (u32::from(allow) * Meta::ALLOW) | (u32::from(rule.has_index) * Meta::INDEX)));
        }
        suspects.truncate(k);
        // The slots go before the sort's list comes: the two need not be held at once.
        let keys = table.into_keys();
        let count = keys.len();
        // A form counts when some allow, and some disallow, of the file have it. Those that
        // count are numbered in the order of first sight, and each rule gets its number
        // (found by pattern first: one read a rule).
        // Chosen, not branched on (which forms count follows no pattern either); no form is
        // the last entry, `unused`, which is never numbered.
        let mut forms = 0;
        let mut number = alloc::vec![NONE; unused + 1];
        for (id, &c) in form[..patterns].iter().enumerate() {
            for x in [id, (c as usize).min(unused)] {
                let old = number[x];
                let new = (old == NONE) & allow_form[x] & disallow_form[x] & (x != unused);
                number[x] = if new { forms } else { old };
                forms += u32::from(new);
            }
        }
        form.truncate(patterns);
        form.iter_mut().for_each(|c| *c = number[(*c as usize).min(unused)]);
        drop(number);
        let form = pattern.iter().map(|&p| form[p as usize]).collect();
        // Only the disallowed patterns are ranked. Sort by the first bytes as the upper part of
        // one integer whose lower bits hold the id (16 bytes to move and one compare per
        // step); ties are sorted by the bytes after.
        let (order, lcp) = sort_bytewise(&keys, (0..count as u32).filter(|&i| disallowed[i as usize]));
        let ranked = order.len();
        let mut by_id = alloc::vec![NONE; count];
        for (r, &e) in order.iter().enumerate() {
            by_id[e as usize] = r as u32;
        }
        // Read for every rule, then chosen: a choice a processor need not guess.
        let rank = pattern
            .iter()
            .zip(&meta)
            .map(|(&p, m)| {
                let r = by_id[p as usize];
                if m.allow() || m.len() == 0 {
                    ranked as u32
                } else {
                    r
                }
            })
            .collect();
        drop(by_id);
        // Each pattern's block of patterns it prefixes ends where one stops starting with it.
        // The open ones each start the next: the one before the current key, and so each of
        // them, starts it when it is no longer than what the two keys share.
        let mut cover_end = alloc::vec![ranked as u32; ranked + 1];
        let mut open: Vec<(u32, u32)> = Vec::new();
        let mut before = 0;
        for (r, &e) in order.iter().enumerate() {
            let len = keys[e as usize].len() as u32;
            let shared = lcp[r].min(len).min(before);
            while let Some(&(top, top_len)) = open.last() {
                if top_len <= shared {
                    break;
                }
                cover_end[top as usize] = r as u32;
                open.pop();
            }
            open.push((r as u32, len));
            before = len;
        }
        for (r, (&e, end)) in order.iter().zip(&mut cover_end).enumerate() {
            let plain = info[e as usize] & PLAIN != 0;
            *end = if plain { *end } else { r as u32 + 1 };
        }
        Ids { pattern, form, forms, meta, count: count as u32, suspects, rank, ranked: ranked as u32, cover_end }
    }
}
