//! Timestamps of access logs to Unix seconds: the Common Log Format's date, ISO 8601 and
//! epoch numbers.

/// Reads a timestamp as access logs write it, to Unix seconds (UTC):
/// - the Common Log Format's `10/Oct/2000:13:55:36 -0700` (with its offset; brackets allowed);
/// - ISO 8601 / RFC 3339: `2000-10-10T20:55:36Z`, `2000-10-10T13:55:36.123-07:00`,
///   `-0700`, a space instead of the `T`; without an offset it is read as UTC;
/// - an epoch number, by its size: seconds (up to 11 digits), milliseconds, microseconds or
///   nanoseconds, a fraction ignored (`1700000000.123`, nginx's `$msec`).
///
/// ```
/// use robots_core::logs::parse_time;
/// assert_eq!(parse_time(b"10/Oct/2000:13:55:36 -0700"), Some(971211336));
/// assert_eq!(parse_time(b"2000-10-10T20:55:36Z"), Some(971211336));
/// assert_eq!(parse_time(b"971211336123"), Some(971211336));
/// assert_eq!(parse_time(b"yesterday"), None);
/// ```
pub fn parse_time(text: &[u8]) -> Option<i64> {
    let t = text.trim_ascii();
    let t = t.strip_prefix(b"[").and_then(|t| t.strip_suffix(b"]")).unwrap_or(t);
    match t {
        [d, ..] if !d.is_ascii_digit() => None,
        _ if t.len() > 4 && t[4] == b'-' => iso(t),
        _ if t.len() > 2 && (t[2] == b'/' || t[1] == b'/') => clf(t),
        _ => epoch(t),
    }
}

/// [`clf`] for the times of one log: the lines of a day share their date and zone, so once a
/// day is read, a time of it needs only its clock read.
#[derive(Clone, Debug, Default)]
pub(crate) struct ClfClock {
    /// The date and zone of the last time read (`10/Oct/2000` and `-0700`), and the Unix time
    /// of that day's midnight there.
    day: Option<([u8; 17], i64)>,
}

impl ClfClock {
    /// [`clf`] of `t`.
    pub(crate) fn read(&mut self, t: &[u8]) -> Option<i64> {
        // `10/Oct/2000:13:55:36 -0700`: the date, the clock at 12..20, the zone at 21..26.
        let fixed = t.len() == 26 && t[11] == b':' && t[20] == b' ';
        if !fixed {
            return clf(t);
        }
        let mut key = [0u8; 17];
        key[..11].copy_from_slice(&t[..11]);
        key[11..].copy_from_slice(&t[20..]);
        let mut r = Reader(&t[12..20]);
        let (h, m, s) = r.clock()?;
        if h > 23 || m > 59 || s > 60 || !r.0.is_empty() {
            return None;
        }
        let of_day = h * 3600 + m * 60 + s;
        match self.day {
            Some((day, midnight)) if day == key => Some(midnight + of_day),
            _ => {
                let at = clf(t)?;
                self.day = Some((key, at - of_day));
                Some(at)
            }
        }
    }
}

/// `10/Oct/2000:13:55:36 -0700` (the zone may be left out: UTC).
pub(crate) fn clf(t: &[u8]) -> Option<i64> {
    let mut r = Reader(t);
    let day = r.number(1, 2)?;
    r.byte(b'/')?;
    let month = month(r.take(3)?)?;
    r.byte(b'/')?;
    let year = r.number(4, 4)?;
    r.byte(b':')?;
    let (h, m, s) = r.clock()?;
    r.fraction();
    let offset = if r.0.is_empty() {
        0
    } else {
        r.spaces();
        r.offset()?
    };
    r.end()?;
    seconds(year, month, day, h, m, s, offset)
}

/// `2000-10-10T13:55:36.123-07:00`, `2000-10-10 13:55:36Z`, `2000-10-10T13:55:36` (UTC).
fn iso(t: &[u8]) -> Option<i64> {
    let mut r = Reader(t);
    let year = r.number(4, 4)?;
    r.byte(b'-')?;
    let month = r.number(2, 2)?;
    r.byte(b'-')?;
    let day = r.number(2, 2)?;
    match r.0.first() {
        Some(b'T' | b't' | b' ') => r.0 = &r.0[1..],
        None => return seconds(year, month, day, 0, 0, 0, 0),
        _ => return None,
    }
    let (h, m, s) = r.clock()?;
    r.fraction();
    r.spaces();
    let offset = match r.0.first() {
        None => 0,
        Some(b'Z' | b'z') => {
            r.0 = &r.0[1..];
            0
        }
        Some(_) => r.offset()?,
    };
    r.end()?;
    seconds(year, month, day, h, m, s, offset)
}

/// Seconds, milliseconds, microseconds or nanoseconds since the epoch, by the number of
/// digits; a fraction is ignored.
fn epoch(t: &[u8]) -> Option<i64> {
    let (whole, fraction) = match t.iter().position(|&b| b == b'.') {
        Some(dot) => (&t[..dot], &t[dot + 1..]),
        None => (t, &b""[..]),
    };
    if whole.is_empty() || whole.len() > 19 || !whole.iter().all(u8::is_ascii_digit) || !fraction.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let n = whole.iter().fold(0u64, |n, &d| n * 10 + u64::from(d - b'0'));
    let divisor = match whole.len() {
        0..=11 => 1,
        12..=14 => 1_000,
        15..=17 => 1_000_000,
        _ => 1_000_000_000,
    };
    i64::try_from(n / divisor).ok()
}

/// A cursor over a timestamp's bytes.
struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    /// A number of `min` to `max` digits.
    fn number(&mut self, min: usize, max: usize) -> Option<i64> {
        let n = self.0.iter().take(max).take_while(|b| b.is_ascii_digit()).count();
        if n < min {
            return None;
        }
        let v = self.0[..n].iter().fold(0i64, |v, &d| v * 10 + i64::from(d - b'0'));
        self.0 = &self.0[n..];
        Some(v)
    }

    fn byte(&mut self, b: u8) -> Option<()> {
        let (&first, rest) = self.0.split_first()?;
        (first == b).then(|| self.0 = rest)
    }

    fn take(&mut self, n: usize) -> Option<&[u8]> {
        let (head, rest) = (self.0.get(..n)?, &self.0[n..]);
        self.0 = rest;
        Some(head)
    }

    /// `HH:MM:SS`, the seconds optional.
    fn clock(&mut self) -> Option<(i64, i64, i64)> {
        let h = self.number(2, 2)?;
        self.byte(b':')?;
        let m = self.number(2, 2)?;
        let s = if self.byte(b':').is_some() { self.number(2, 2)? } else { 0 };
        Some((h, m, s))
    }

    /// Skips a fraction of a second (`.123`, `,123`).
    fn fraction(&mut self) {
        if matches!(self.0.first(), Some(b'.' | b',')) && self.0.get(1).is_some_and(u8::is_ascii_digit) {
            let n = 1 + self.0[1..].iter().take_while(|b| b.is_ascii_digit()).count();
            self.0 = &self.0[n..];
        }
    }

    fn spaces(&mut self) {
        self.0 = self.0.trim_ascii_start();
    }

    /// `+HH:MM`, `-HHMM` or `+HH`, in seconds east of UTC.
    fn offset(&mut self) -> Option<i64> {
        let sign = match self.0.first()? {
            b'+' => 1,
            b'-' => -1,
            _ => return None,
        };
        self.0 = &self.0[1..];
        let h = self.number(2, 2)?;
        let _ = self.byte(b':');
        let m = self.number(2, 2).unwrap_or(0);
        (h <= 23 && m <= 59).then_some(sign * (h * 3600 + m * 60))
    }

    fn end(&self) -> Option<()> {
        self.0.is_empty().then_some(())
    }
}

/// The month of its English abbreviation, any case.
fn month(name: &[u8]) -> Option<i64> {
    const NAMES: [&[u8; 3]; 12] = [b"jan", b"feb", b"mar", b"apr", b"may", b"jun", b"jul", b"aug", b"sep", b"oct", b"nov", b"dec"];
    NAMES.iter().position(|n| n.eq_ignore_ascii_case(name)).map(|i| i as i64 + 1)
}

/// Unix seconds of a civil date and time at `offset` seconds east of UTC.
fn seconds(year: i64, month: i64, day: i64, h: i64, m: i64, s: i64, offset: i64) -> Option<i64> {
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) || h > 23 || m > 59 || s > 60 {
        return None;
    }
    Some(days_from_civil(year, month, day) * 86_400 + h * 3600 + m * 60 + s - offset)
}

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}
