//! Reading full User-Agent strings: every published string of the catalog yields its own
//! token, browsers claim none, and the answer always says the string is only a claim.

use robots_core::{catalog, tokens_from_user_agent, CLAIM_NOTE};

#[test]
fn every_published_string_claims_its_own_token() {
    let mut n = 0;
    for c in catalog::all() {
        for ua in c.user_agents {
            let claim = tokens_from_user_agent(ua);
            assert_eq!(claim.token, c.token, "{ua:?} -> {:?}", claim.candidates);
            assert_eq!(claim.candidates[0], c.token);
            assert_eq!(claim.crawler.map(|k| k.token), Some(c.token));
            assert!(claim.why.contains(c.token) && claim.why.ends_with(CLAIM_NOTE), "{}", claim.why);
            // Case does not matter.
            assert_eq!(tokens_from_user_agent(&ua.to_ascii_lowercase()).token, c.token);
            n += 1;
        }
    }
    assert!(n >= 40, "only {n} published strings");
}

#[test]
fn the_most_specific_token_wins() {
    let claim = tokens_from_user_agent("Googlebot-Image/1.0");
    assert_eq!((claim.token.as_str(), claim.candidates.as_slice()), ("Googlebot-Image", &["Googlebot-Image"][..]));
    assert!(claim.why.contains("else Googlebot"), "{}", claim.why);
    let both = tokens_from_user_agent("Mozilla/5.0 (compatible; Googlebot/2.1) Googlebot-Video/1.0");
    assert_eq!(both.token, "Googlebot-Video");
    assert_eq!(both.candidates, ["Googlebot-Video", "Googlebot"]);
    assert!(both.why.contains("most specific"), "{}", both.why);
    // Equally long tokens keep their order in the string; a longer one goes first wherever it is.
    let ties = tokens_from_user_agent("ClaudeBot/1.0 Amazonbot/1.0 GPTBot/1.0 Googlebot-Video/1.0");
    assert_eq!(ties.candidates, ["Googlebot-Video", "ClaudeBot", "Amazonbot", "GPTBot"]);
    let ties = tokens_from_user_agent("GPTBot/1.0 Amazonbot/1.0 ClaudeBot/1.0");
    assert_eq!(ties.candidates, ["Amazonbot", "ClaudeBot", "GPTBot"]);
    let ads = tokens_from_user_agent("Mozilla/5.0 (compatible; adidxbot/2.0; +http://www.bing.com/bingbot.htm)");
    assert_eq!(ads.token, "AdIdxBot");
}

#[test]
fn tokens_match_on_boundaries_only() {
    assert!(tokens_from_user_agent("NotGooglebot/1.0").candidates.is_empty());
    assert!(tokens_from_user_agent("Googlebot_x/1.0").candidates.is_empty());
    assert_eq!(tokens_from_user_agent("x (Googlebot)").candidates, ["Googlebot"]);
}

#[test]
fn browsers_claim_no_crawler() {
    let browsers = [
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51",
        "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
    ];
    for ua in browsers {
        let claim = tokens_from_user_agent(ua);
        assert!(claim.candidates.is_empty(), "{ua} claims {:?}", claim.candidates);
        assert_eq!(claim.token, "Mozilla");
        assert!(claim.crawler.is_none());
        assert!(claim.why.contains("first product name") && claim.why.ends_with(CLAIM_NOTE), "{}", claim.why);
    }
}

#[test]
fn odd_strings() {
    assert_eq!(tokens_from_user_agent("  curl/8.5.0").token, "curl");
    let empty = tokens_from_user_agent("");
    assert_eq!(empty.token, "");
    assert!(empty.why.contains("only `*` applies") && empty.why.ends_with(CLAIM_NOTE));
    let ignores = tokens_from_user_agent(catalog::find("ChatGPT-User").unwrap().user_agents[0]);
    assert!(ignores.why.contains("does not obey robots.txt"), "{}", ignores.why);
}

/// `token_of`: the one reading of an agent string that the page, the command line and the
/// robots-parser drop-in share.
mod token_of {
    use robots_core::{catalog, token_of, tokens_from_user_agent, AgentRead, Robots};

    #[test]
    fn tokens_are_read_as_they_are_and_strings_by_the_crawler_they_name() {
        let cases = [
            ("GPTBot", "GPTBot", AgentRead::Token),
            (" Googlebot\t", "Googlebot", AgentRead::Token),
            ("*", "*", AgentRead::Token),
            ("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "Googlebot", AgentRead::Known),
            (
                "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
                "GPTBot",
                AgentRead::Known,
            ),
            ("Googlebot-Image/1.0", "Googlebot-Image", AgentRead::Known),
            ("ExampleBot/3.0 (+http://x)", "ExampleBot", AgentRead::Product),
            ("Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0", "Mozilla", AgentRead::Product),
            ("", "", AgentRead::Nothing),
            ("  ", "", AgentRead::Nothing),
            ("360Spider", "", AgentRead::Nothing),
            ("(compatible)", "", AgentRead::Nothing),
        ];
        for (agent, token, read) in cases {
            let t = token_of(agent);
            assert_eq!((t.token.as_str(), t.read), (token, read), "{agent:?}");
        }
    }

    #[test]
    fn strings_read_the_same_token_as_the_claim_the_page_explains() {
        for c in catalog::all() {
            for ua in c.user_agents {
                assert_eq!(token_of(ua).token, tokens_from_user_agent(ua).token, "{ua:?}");
            }
        }
        for ua in ["Mozilla/5.0 (compatible; Googlebot/2.1) Googlebot-Video/1.0", "curl/8.0", "Bot/1.0 (+http://x)"] {
            assert_eq!(token_of(ua).token, tokens_from_user_agent(ua).token, "{ua:?}");
        }
    }

    #[test]
    fn the_note_says_what_a_check_with_the_string_as_given_does() {
        assert_eq!(token_of("GPTBot").note("GPTBot"), None);
        assert_eq!(token_of("*").note("*"), None);
        let ua = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
        let note = token_of(ua).note(ua).expect("a full string is noted");
        assert!(
            note.contains("full User-Agent string")
                && note.contains("only `*`")
                && note.contains("is Googlebot (a crawler the catalog knows)"),
            "{note}"
        );
        let note = token_of("ExampleBot/1.0").note("ExampleBot/1.0").expect("noted");
        assert!(note.contains("ExampleBot (its first product name)"), "{note}");
        let note = token_of(" Googlebot").note(" Googlebot").expect("noted");
        assert!(note.contains("white space") && note.contains("no group naming Googlebot"), "{note}");
        assert!(token_of("").note("").expect("noted").starts_with("No crawler named"));
        assert!(token_of("(x)").note("(x)").expect("noted").contains("names no crawler"));
    }

    /// What each note claims, checked with the engine: a string that is not a token itself
    /// takes the `*` group (or none), never the group of the token it stands for.
    #[test]
    fn the_notes_claim_holds() {
        let robots =
            Robots::parse(b"User-agent: Googlebot\nDisallow: /g\n\nUser-agent: ExampleBot\nDisallow: /e\n\nUser-agent: *\nDisallow: /s\n");
        for agent in ["Mozilla/5.0 (compatible; Googlebot/2.1)", " Googlebot", "Googlebot\n", "ExampleBot/1.0", "(x)"] {
            assert!(token_of(agent).note(agent).is_some(), "{agent:?}");
            let as_given = robots.check(agent, "/s");
            assert_eq!((as_given.allowed, as_given.winner.map(|w| w.line)), (false, Some(8)), "{agent:?}: only * applies");
            assert!(robots.check(agent, "/g").allowed && robots.check(agent, "/e").allowed, "{agent:?}");
            // The token it stands for takes its own group.
            let token = token_of(agent).token;
            if !token.is_empty() {
                assert!(robots.check(&token, "/s").allowed, "{token}");
            }
        }
    }
}

/// A crawler whose name is not a product token (`AI2Bot`, which Google reads as `AI`) is
/// claimed by its written name only: `ai` in a host name (`foo.ai`) is no claim to be it.
#[test]
fn a_written_name_claims_its_crawler_and_its_leading_letters_alone_do_not() {
    let ua = "Mozilla/5.0 (compatible; SomeBot/1.0; +https://foo.ai/bot)";
    assert_eq!(robots_core::token_of(ua).token, "Mozilla");
    assert!(!robots_core::tokens_from_user_agent(ua).candidates.contains(&"AI"), "{ua}");
    let entry = robots_core::catalog::all()
        .iter()
        .find(|c| !c.written.is_empty() && c.written.len() > c.token.len() + 1)
        .expect("an entry with a written name");
    let named = format!("Mozilla/5.0 (compatible; {}/1.0; +https://example.com/bot)", entry.written);
    assert_eq!(robots_core::token_of(&named).token, entry.token, "{named}");
    assert_eq!(robots_core::tokens_from_user_agent(&named).token, entry.token, "{named}");
}

#[test]
fn the_name_of_a_string_that_reads_as_no_token_is_it_up_to_its_version() {
    for (agent, name) in [("360Spider/1.0", "360Spider"), (" 008 x", "008"), ("Googlebot", "Googlebot"), ("", ""), ("*", "*")] {
        assert_eq!(robots_core::token_of(agent).name(agent), name, "{agent:?}");
    }
    let ua = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    assert_eq!(robots_core::token_of(ua).name(ua), "Googlebot");
}
