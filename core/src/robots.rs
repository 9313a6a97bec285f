//! [`Robots`]: a parsed file, and the questions one can ask it.

use alloc::string::String;
use alloc::vec::Vec;
use core::cell::OnceCell;

use crate::check;
use crate::diagnostics::{self, Diagnostic};
use crate::groups::{AgentKind, Builder, Ruleset};
use crate::highlight::{self, LineRole, Role};
use crate::lines::{self, Line, LineKind, Model};
use crate::matcher::Matcher;
use crate::policy::{Options, Policy};
use crate::status::{Access, Fetch};
use crate::verdict::{Columns, Verdict};

/// A parsed robots.txt. It owns a copy of the bytes; every span indexes into them.
#[derive(Clone, Debug)]
pub struct Robots {
    /// Length of the input; the bytes are the start of the Google ruleset's arena.
    len: usize,
    /// The line model, built on first use: checks need only the rulesets.
    lines: OnceCell<Model>,
    google: Ruleset,
    rfc: OnceCell<Ruleset>,
    /// The hosts the `Sitemap:` lines name, found on first use (site.rs).
    pub(crate) sitemap_hosts: OnceCell<Vec<String>>,
}

/// A group of the file, for tools that draw or list the groups.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupView {
    /// 1-based line of the first user-agent line.
    pub line: u32,
    /// 1-based line of the group's last line (before the next group starts).
    pub last_line: u32,
    /// User-agent values as written, with their lines.
    pub agents: Vec<(u32, String)>,
    /// Lines of the group's rules.
    pub rule_lines: Vec<u32>,
}

/// A record that is not a group rule: `Sitemap:`, `Crawl-delay:`, unknown keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Record<'a> {
    /// 1-based line.
    pub line: u32,
    /// The line's classification.
    pub kind: LineKind,
    /// The key as written.
    pub key: &'a [u8],
    /// The value as written.
    pub value: &'a [u8],
}

impl Robots {
    /// Parses any bytes. Never fails and never panics.
    ///
    /// One pass reads the lines and builds Google's groups and rules, which is all a check
    /// needs; the line model ([`Robots::lines`]) is kept on first use.
    pub fn parse(bytes: &[u8]) -> Robots {
        let mut google = Builder::new(bytes, Policy::Google, bytes.len() / 24 + 1);
        let last = lines::read(bytes, &mut google);
        let google = google.finish(last);
        Robots { len: bytes.len(), lines: OnceCell::new(), google, rfc: OnceCell::new(), sitemap_hosts: OnceCell::new() }
    }

    /// [`Robots::parse`], keeping the line model in the same pass: cheaper for editors and
    /// linters, which ask for the lines anyway.
    pub fn parse_with_lines(bytes: &[u8]) -> Robots {
        let mut google = Builder::new(bytes, Policy::Google, bytes.len() / 24 + 1);
        let mut lines = Model::for_len(bytes.len());
        let last = lines::for_each(bytes, |line, plain| {
            google.line(bytes, line, plain);
            lines.push(line);
        });
        let google = google.finish(last);
        Robots { len: bytes.len(), lines: OnceCell::from(lines), google, rfc: OnceCell::new(), sitemap_hosts: OnceCell::new() }
    }

    /// The file up to byte `end`, where a line ends, as [`Robots::parse_with_lines`] of those
    /// bytes reads it, built from this parse: the lines are this file's first ones (or read
    /// anew from the head when this file's are not kept yet), the rulesets cut after them.
    pub(crate) fn head(&self, end: usize) -> Robots {
        let text = &self.text()[..end];
        // A head that ends with a line end (the cut fell between CR and LF) has the empty last
        // line every parse adds after one; this file has another line there.
        let ends_line = matches!(text.last(), Some(b'\n' | b'\r'));
        let model = match self.lines.get() {
            Some(all) if !ends_line => {
                let n = all.all.partition_point(|l| l.span.end as usize <= end);
                Model { all: all.all[..n].to_vec(), notable: all.notable[..all.notable.partition_point(|&l| l as usize <= n)].to_vec() }
            }
            _ => Model::of(text),
        };
        let last = model.all.last().map_or(0, |l| l.number);
        let google = self.google.prefix(last - u32::from(ends_line), last, end);
        Robots { len: end, lines: OnceCell::from(model), google, rfc: OnceCell::new(), sitemap_hosts: OnceCell::new() }
    }

    /// The file as a crawler has it after its request for it was answered with `fetch`: the
    /// body is read after a success (2xx) only; after any other answer the file is empty. The
    /// answer is the file's own ([`Robots::fetch`]): a check whose [`Options`] give no `fetch`
    /// is decided with it, one whose options give another is decided with that one.
    pub fn parse_response(body: &[u8], fetch: Fetch) -> Robots {
        Robots::parse(if fetch.access() == Access::Rules { body } else { b"" }).answered(Some(fetch))
    }

    /// `self`, read from an answer `fetch` (or from no answer).
    fn answered(mut self, fetch: Option<Fetch>) -> Robots {
        self.google.fetch = fetch;
        self
    }

    /// How the request for the file was answered, when it was read from an answer
    /// ([`Robots::parse_response`]).
    pub fn fetch(&self) -> Option<Fetch> {
        self.google.fetch
    }

    /// The bytes as given.
    pub fn text(&self) -> &[u8] {
        &self.google.arena[..self.len]
    }

    /// Every line, classified.
    pub fn lines(&self) -> &[Line] {
        &self.model().all
    }

    fn model(&self) -> &Model {
        self.lines.get_or_init(|| Model::of(self.text()))
    }

    /// Numbers of the lines with something for the per-line report (flags, unused, unknown
    /// and invalid lines), in order.
    pub(crate) fn notable_lines(&self) -> &[u32] {
        &self.model().notable
    }

    pub(crate) fn ruleset(&self, policy: Policy) -> &Ruleset {
        match policy {
            Policy::Google => &self.google,
            Policy::Rfc9309 => {
                self.rfc.get_or_init(|| Ruleset { fetch: self.google.fetch, ..Ruleset::build(self.text(), self.lines(), Policy::Rfc9309) })
            }
        }
    }

    /// The file as a crawler with `limit` sees it, if the limit cuts it, with the options to
    /// ask it: the same, without the limit. (One place for the copy of the options, which
    /// each caller carried in the wasm.)
    #[inline(never)]
    fn cut(&self, opts: &Options) -> Option<(Robots, Options)> {
        let limit = opts.size_limit?;
        (limit < self.len)
            .then(|| (Robots::parse(&self.text()[..limit]).answered(self.fetch()), Options { size_limit: None, ..opts.clone() }))
    }

    /// Checks `url` for the crawler token `agent` under Google's reading.
    pub fn check(&self, agent: &str, url: &str) -> Verdict {
        self.check_with(agent, url, &Options::default())
    }

    /// Checks `url` for `agent` under `opts`.
    pub fn check_with(&self, agent: &str, url: &str, opts: &Options) -> Verdict {
        if let Some((cut, whole)) = self.cut(opts) {
            let mut verdict = cut.check_with(agent, url, &whole);
            verdict.cut_at = opts.size_limit.map(|l| l as u32);
            return verdict;
        }
        check::check(self.ruleset(opts.policy), self.text(), agent, url, opts)
    }

    /// The verdict and deciding line (0 for none) of [`Robots::check_with`], without the
    /// explanation: cheaper when only the answer is needed.
    pub fn decide_with(&self, agent: &str, url: &str, opts: &Options) -> (bool, u32) {
        if let Some((cut, whole)) = self.cut(opts) {
            return cut.decide_with(agent, url, &whole);
        }
        check::decide(self.ruleset(opts.policy), self.text(), agent, url, opts)
    }

    /// [`Robots::decide_with`] for every agent and URL: `agents.len() * urls.len()` answers,
    /// agent by agent, each with its deciding line (0 for none). Agents that take the same
    /// groups are decided once, so a crawler matrix costs little more than one row per group.
    /// With `profiles`, each agent is read with its own catalog profile (a plain one when the
    /// catalog has none) instead of `opts.profile`.
    pub fn decide_table(&self, agents: &[&str], urls: &[&str], opts: &Options, profiles: bool) -> Vec<(bool, u32)> {
        if let Some((cut, whole)) = self.cut(opts) {
            return cut.decide_table(agents, urls, &whole, profiles);
        }
        check::decide_table(self.ruleset(opts.policy), self.text(), agents, urls, opts, profiles)
    }

    /// [`Robots::decide_table`]'s answers with each distinct row once (for a comparison, which
    /// asks every rule path of both files of every crawler).
    pub(crate) fn decide_rows(&self, agents: &[&str], urls: &[&str], opts: &Options, profiles: bool) -> check::Rows {
        if let Some((cut, whole)) = self.cut(opts) {
            return cut.decide_rows(agents, urls, &whole, profiles);
        }
        check::decide_rows(self.ruleset(opts.policy), self.text(), agents, urls, opts, profiles)
    }

    /// A precompiled checker for one agent under Google's reading.
    pub fn matcher(&self, agent: &str) -> Matcher {
        self.matcher_with(agent, &Options::default())
    }

    /// A precompiled checker for one agent under `opts`.
    pub fn matcher_with(&self, agent: &str, opts: &Options) -> Matcher {
        if let Some((cut, whole)) = self.cut(opts) {
            return cut.matcher_with(agent, &whole);
        }
        Matcher::new(self.ruleset(opts.policy), self.text(), agent, opts)
    }

    /// Every non-blank line's role for an editor, for `agent` and optionally a focused `url`,
    /// with its span: [`Robots::check_with_roles`]'s roles.
    pub fn highlight(&self, agent: &str, url: Option<&str>, opts: &Options) -> Vec<LineRole> {
        let (_, roles) = self.checked_roles(agent, url.unwrap_or("/"), opts, url.is_some());
        let lines = self.lines().iter().filter(|l| l.kind != LineKind::Blank);
        lines.map(|l| LineRole { line: l.number, span: l.span, role: roles[l.number as usize - 1] }).collect()
    }

    /// [`Robots::check_with`], and the role of every line of the file for that check, the
    /// first line's at index 0. Lines past a size limit's cut are [`Role::Outside`]: the roles
    /// are those of the file as the crawler reads it. Cheaper than [`Robots::highlight`]: only
    /// the lines near each group's start are read again.
    pub fn check_with_roles(&self, agent: &str, url: &str, opts: &Options) -> (Verdict, Vec<Role>) {
        self.checked_roles(agent, url, opts, true)
    }

    /// [`Robots::check_with_roles`] with its rules, groups and roles as columns of numbers
    /// ([`Columns`]), for a bounded view of a large file's verdict.
    pub fn check_brief(&self, agent: &str, url: &str, opts: &Options) -> (Verdict, Columns) {
        let (verdict, roles) = self.check_with_roles(agent, url, opts);
        let columns = Columns::new(&verdict, &roles);
        (verdict, columns)
    }

    fn checked_roles(&self, agent: &str, url: &str, opts: &Options, focused: bool) -> (Verdict, Vec<Role>) {
        if let Some((cut, whole)) = self.cut(opts) {
            let (mut verdict, mut roles) = cut.checked_roles(agent, url, &whole, focused);
            verdict.cut_at = opts.size_limit.map(|l| l as u32);
            // The cut's last line, when it is the empty one after a line end, starts past the cut.
            if cut.text().last().is_some_and(|&b| b == b'\n' || b == b'\r') {
                roles.pop();
            }
            roles.resize(self.google.lines as usize, Role::Outside);
            return (verdict, roles);
        }
        let verdict = self.check_with(agent, url, opts);
        let roles = highlight::roles(self.text(), self.ruleset(opts.policy), &verdict, focused);
        (verdict, roles)
    }

    /// The per-line report: typos, missing colons, cut lines, unused and unknown keys, rules
    /// outside any group, and other problems of the file's form.
    pub fn diagnostics(&self) -> Vec<Diagnostic> {
        diagnostics::per_line(self, &self.google)
    }

    /// The groups of the file under `policy`, in file order.
    pub fn groups(&self, policy: Policy) -> Vec<GroupView> {
        let rs = self.ruleset(policy);
        rs.groups
            .iter()
            .map(|g| GroupView {
                line: g.first_line,
                last_line: g.last_line,
                agents: rs
                    .group_agents(g)
                    .iter()
                    .map(|a| (a.line, String::from_utf8_lossy(a.value.of(self.text())).into_owned()))
                    .collect(),
                rule_lines: rs.group_rules(g).iter().map(|r| r.line).collect(),
            })
            .collect()
    }

    /// Lines that are neither user-agent nor rules, but carry a key: `Sitemap`, `Crawl-delay`,
    /// `Host`, unknown keys.
    pub fn records(&self) -> impl Iterator<Item = Record<'_>> + '_ {
        self.lines().iter().filter(|l| matches!(l.kind, LineKind::Sitemap | LineKind::Unused | LineKind::Unknown)).map(|l| Record {
            line: l.number,
            kind: l.kind,
            key: l.key.of(self.text()),
            value: l.value.of(self.text()),
        })
    }

    /// The `Sitemap:` values, in file order.
    pub fn sitemaps(&self) -> Vec<&[u8]> {
        self.records().filter(|r| r.kind == LineKind::Sitemap).map(|r| r.value).collect()
    }

    /// The `Crawl-delay:` of the groups `agent` obeys (Google ignores it; others read it):
    /// the first one of a named group, else of a `*` group, that is a non-negative number.
    pub fn crawl_delay(&self, agent: &str) -> Option<f64> {
        let rs = &self.google;
        let opts = Options::default();
        let sel = check::select(rs, self.text(), agent, &opts);
        let delays = self.lines().iter().filter(|l| l.key.of(self.text()).eq_ignore_ascii_case(b"crawl-delay"));
        for line in delays {
            let Some(g) = rs.groups.iter().rposition(|g| g.first_line <= line.number) else { continue };
            if sel.taken.contains(&(g as u32)) {
                let v = core::str::from_utf8(line.value.of(self.text())).unwrap_or_default();
                if let Some(d) = v.parse::<f64>().ok().filter(|d| d.is_finite() && *d >= 0.0) {
                    return Some(d);
                }
            }
        }
        None
    }

    /// Does any group of the file name `token` under Google's reading?
    pub fn names(&self, token: &str) -> bool {
        self.google.agents.iter().any(|a| a.kind == AgentKind::Named && a.token.of(self.text()).eq_ignore_ascii_case(token.as_bytes()))
    }

    /// Does the file have a `*` group under Google's reading?
    pub fn has_wildcard(&self) -> bool {
        self.google.agents.iter().any(|a| a.kind == AgentKind::Global)
    }
}
