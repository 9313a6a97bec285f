//! How the check-style targets read their input: the first line is the agent, the second the
//! URL, the rest the robots.txt.

use robots_core::Robots;

pub fn split(data: &[u8]) -> (String, String, Robots) {
    let mut parts = data.splitn(3, |&b| b == b'\n');
    let agent = String::from_utf8_lossy(parts.next().unwrap_or_default()).into_owned();
    let url = String::from_utf8_lossy(parts.next().unwrap_or_default()).into_owned();
    (agent, url, Robots::parse(parts.next().unwrap_or_default()))
}
