//! Build, serve, test and bench orchestration: `cargo xtask <command>`.
fn main() {}
