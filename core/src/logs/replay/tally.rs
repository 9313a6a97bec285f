//! From the replay's tables to its [`Report`]: timelines made coarser as a log grows, then
//! the rows, prefixes and sentences.

use alloc::string::String;
use alloc::vec::Vec;

use super::{Row, State, EXAMPLES, MAX_CELLS, STEPS};
use crate::logs::report::{
    crawler_sentence, report_sentence, Claim, CrawlerReport, PrefixReport, Report, Timeline, Verification, MAX_BUCKETS,
};
use crate::sort::StableSort;
use crate::text::as_text;

impl State {
    /// Makes every timeline's cells one step wider.
    pub(super) fn coarsen(&mut self) {
        if self.grain + 1 == STEPS.len() {
            return;
        }
        let (from, to) = (STEPS[self.grain], STEPS[self.grain + 1]);
        self.grain += 1;
        for row in &mut self.rows {
            let mut merged: Vec<(i64, u32)> = Vec::with_capacity(row.cells.len());
            for &(k, n) in &row.cells {
                let k = (k * from).div_euclid(to);
                match merged.last_mut() {
                    Some(last) if last.0 == k => last.1 = last.1.saturating_add(n),
                    _ => merged.push((k, n)),
                }
            }
            row.cells = merged;
            row.last_cell = 0;
        }
    }

    pub(super) fn report(mut self) -> Report {
        // Signatures with no verdict: not checked.
        for a in core::mem::take(&mut self.awaiting).into_iter().flatten() {
            self.rows[a.row as usize].signatures[3] += 1;
        }
        let first_seen = self.rows.iter().filter_map(|r| r.first).min();
        let last_seen = self.rows.iter().filter_map(|r| r.last).max();
        let timeline = match (first_seen, last_seen) {
            (Some(first), Some(last)) => {
                let fits = |step: &&i64| last.div_euclid(**step) - first.div_euclid(**step) < MAX_BUCKETS as i64;
                // Past the widest step (times centuries apart), a multiple of it.
                let widest = STEPS[STEPS.len() - 1];
                let step = STEPS[self.grain..].iter().find(fits).copied().unwrap_or_else(|| {
                    let n = (last - first) / widest / (MAX_BUCKETS as i64 - 2) + 1;
                    widest * n
                });
                let start = first.div_euclid(step);
                Timeline { start: start * step, step, buckets: (last.div_euclid(step) - start + 1) as usize }
            }
            _ => Timeline { start: 0, step: STEPS[self.grain], buckets: 0 },
        };
        // The product names of the unknown bots, with their requests: sorted by name to add up
        // each name's User-Agents, then by requests.
        let mut named: Vec<(&str, u64)> = self
            .agents
            .iter()
            .filter(|a| !a.product.is_empty() && self.rows[a.row as usize].claim == Claim::UnknownBot)
            .map(|a| (a.product.as_str(), a.requests))
            .collect();
        named.stable_sort_by(|a, b| a.0.cmp(b.0));
        let mut products: Vec<(String, u64)> = Vec::new();
        for (name, n) in named {
            match products.last_mut() {
                Some(last) if last.0 == name => last.1 += n,
                _ => products.push((String::from(name), n)),
            }
        }
        products.stable_sort_by(|a, b| b.1.cmp(&a.1));
        products.truncate(EXAMPLES);
        let grain = STEPS[self.grain];
        let mut crawlers: Vec<CrawlerReport> = Vec::with_capacity(self.rows.len());
        for row in core::mem::take(&mut self.rows) {
            let mut counts = alloc::vec![0u32; timeline.buckets];
            for &(k, n) in &row.cells {
                // A cell's start, in the bucket that holds it.
                let b = (k * grain - timeline.start).div_euclid(timeline.step);
                if let Some(c) = usize::try_from(b).ok().and_then(|b| counts.get_mut(b)) {
                    *c = c.saturating_add(n);
                }
            }
            let mut lines = row.lines;
            lines.stable_sort_by(u32::cmp);
            let mut r = CrawlerReport {
                claim: row.claim,
                requests: row.requests,
                urls: row.urls.len() as u64,
                urls_capped: row.urls.full,
                disallowed: row.disallowed,
                disallowed_verified: row.disallowed_verified,
                violations: row.violations,
                lines,
                verified: row.checks[Verification::Verified as usize],
                impostors: row.checks[Verification::Impostor as usize],
                claims_only: row.checks[Verification::ClaimsOnly as usize],
                not_checked: row.checks[Verification::NotChecked as usize],
                impostor_examples: row.impostors,
                signed: row.signed,
                signatures_verified: row.signatures[0],
                signatures_invalid: row.signatures[1],
                signatures_no_key: row.signatures[2],
                signatures_not_checked: row.signatures[3],
                signature_failures: row.signature_failures,
                first_seen: row.first,
                last_seen: row.last,
                robots_fetches: row.robots_fetches,
                first_robots: row.first_robots,
                before_robots: row.before_robots,
                products: if row.claim == Claim::UnknownBot { core::mem::take(&mut products) } else { Vec::new() },
                timeline: counts,
                text: String::new(),
            };
            r.text = crawler_sentence(&r);
            crawlers.push(r);
        }
        // Catalog crawlers by requests, then the unknown bots, then the browsers.
        let order = |c: &CrawlerReport| match c.claim {
            Claim::Crawler(_) => 0,
            Claim::UnknownBot => 1,
            Claim::Browser => 2,
        };
        crawlers.stable_sort_by(|a, b| order(a).cmp(&order(b)).then(b.requests.cmp(&a.requests)).then(a.claim.name().cmp(b.claim.name())));
        let mut prefixes: Vec<PrefixReport> = self
            .prefixes
            .iter()
            .map(|p| PrefixReport {
                prefix: String::from(as_text(&p.bytes)),
                requests: p.requests,
                bot_requests: p.bot_requests,
                disallowed: p.disallowed,
            })
            .collect();
        prefixes.stable_sort_by(|a, b| b.requests.cmp(&a.requests).then(a.prefix.cmp(&b.prefix)));
        let mut report = Report {
            lines: self.lines,
            requests: self.requests,
            unreadable: self.unreadable,
            unreadable_examples: self.unreadable_examples,
            crawlers,
            prefixes,
            prefixes_capped: self.prefixes_capped,
            timeline,
            first_seen,
            last_seen,
            text: String::new(),
        };
        report.text = report_sentence(&report);
        report
    }
}

impl Row {
    /// Counts a request at time `t` in cells `width` seconds wide; whether the timeline has
    /// grown past [`MAX_CELLS`].
    pub(super) fn count_at(&mut self, t: i64, width: i64) -> bool {
        let k = t.div_euclid(width);
        if let Some(cell) = self.cells.get_mut(self.last_cell).filter(|c| c.0 == k) {
            cell.1 = cell.1.saturating_add(1);
            return false;
        }
        match self.cells.binary_search_by_key(&k, |c| c.0) {
            Ok(i) => {
                self.cells[i].1 = self.cells[i].1.saturating_add(1);
                self.last_cell = i;
            }
            Err(i) => {
                self.cells.insert(i, (k, 1));
                self.last_cell = i;
            }
        }
        self.cells.len() > MAX_CELLS
    }
}
