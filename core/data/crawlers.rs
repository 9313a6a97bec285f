//! The crawler catalog's data: one reviewed list, compiled into the engine by `catalog.rs`.
//!
//! Sources: each operator's own crawler page (the `docs` URL of the entry), and for the AI
//! crawlers the community list ai-robots-txt/ai.robots.txt (MIT licence,
//! https://github.com/ai-robots-txt/ai.robots.txt), which we read to find tokens and
//! operators. Every purpose line is written in our own words. Full User-Agent strings are
//! only those the operators publish; `W.X.Y.Z` stands for a browser version, as the
//! operators write it.
//!
//! How to read an entry: `(token, operator, category, obeys robots.txt, docs, purpose)`,
//! written `C::new(...)`, then `.falls_back(...)` (tokens obeyed when the file has no group for this one, most
//! specific first), `.skips_wildcard()` (never obeys `*`), `.skips_robots()` (ignores the
//! file altogether), `.ua(...)` (published User-Agent strings). `Obeys::Unclear` means the
//! operator publishes nothing we could check; such entries point to the operator's site.

use super::Category::{Ads, AiSearch, AiTraining, AiUserTriggered, Archive, Other, Search, Seo};
use super::Crawler;
use super::Obeys::{No, Unclear, Yes};

use Crawler as C;

const G_COMMON: &str = "https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers";
const G_SPECIAL: &str = "https://developers.google.com/search/docs/crawling-indexing/google-special-case-crawlers";
const G_USER: &str = "https://developers.google.com/search/docs/crawling-indexing/google-user-triggered-fetchers";
const BING: &str = "https://www.bing.com/webmasters/help/which-crawlers-does-bing-use-8c184ec0";
const APPLE: &str = "https://support.apple.com/en-us/119829";
const YANDEX: &str = "https://yandex.com/support/webmaster/robot-workings/check-yandex-robots.html";
const OPENAI: &str = "https://platform.openai.com/docs/bots";
const ANTHROPIC: &str =
    "https://support.anthropic.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler";
const PERPLEXITY: &str = "https://docs.perplexity.ai/guides/bots";
const META: &str = "https://developers.facebook.com/docs/sharing/webmasters/web-crawlers";
const MOZ: &str = "https://moz.com/help/moz-procedures/crawlers";

/// Every entry, grouped by category, in the order the page shows them.
pub(super) static CRAWLERS: &[Crawler] = &[
    // Search engines.
    C::new("Googlebot", "Google", Search, Yes, G_COMMON, "Crawls pages for Google Search and the products built on it.").ua(&[
        "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/W.X.Y.Z Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "Googlebot/2.1 (+http://www.google.com/bot.html)",
    ]),
    C::new("Googlebot-Image", "Google", Search, Yes, G_COMMON, "Fetches images for Google Images and image results in Search.")
        .falls_back(&["Googlebot"])
        .ua(&["Googlebot-Image/1.0"]),
    C::new("Googlebot-Video", "Google", Search, Yes, G_COMMON, "Fetches video files and pages for video results in Google Search.")
        .falls_back(&["Googlebot"])
        .ua(&["Googlebot-Video/1.0"]),
    C::new("Googlebot-News", "Google", Search, Yes, G_COMMON, "Decides what appears in Google News; it sends Googlebot's own User-Agent strings.")
        .falls_back(&["Googlebot"]),
    C::new("Storebot-Google", "Google", Search, Yes, G_COMMON, "Crawls product and shop pages for Google Shopping.").ua(&[
        "Mozilla/5.0 (X11; Linux x86_64; Storebot-Google/1.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/W.X.Y.Z Safari/537.36",
    ]),
    C::new("Google-InspectionTool", "Google", Search, Yes, G_COMMON, "Fetches pages for Search Console's URL inspection and the Rich Results Test.")
        .falls_back(&["Googlebot"])
        .ua(&["Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)"]),
    C::new("Bingbot", "Microsoft", Search, Yes, BING, "Crawls pages for Bing search and the services that use its index.").ua(&[
        "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
    ]),
    C::new("Applebot", "Apple", Search, Yes, APPLE, "Crawls pages for Siri, Spotlight and Safari suggestions; obeys Googlebot's group when it has none.")
        .falls_back(&["Googlebot"])
        .ua(&["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)"]),
    C::new("DuckDuckBot", "DuckDuckGo", Search, Yes, "https://duckduckgo.com/duckduckgo-help-pages/results/duckduckbot", "Crawls pages to improve DuckDuckGo's search results.")
        .ua(&["DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)"]),
    C::new("YandexBot", "Yandex", Search, Yes, YANDEX, "Yandex's main indexing crawler; obeys a `Yandex` group when the file has none for it.")
        .falls_back(&["Yandex"])
        .ua(&["Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)"]),
    C::new("YandexImages", "Yandex", Search, Yes, YANDEX, "Indexes images for Yandex Images.")
        .falls_back(&["Yandex"])
        .ua(&["Mozilla/5.0 (compatible; YandexImages/3.0; +http://yandex.com/bots)"]),
    C::new("Baiduspider", "Baidu", Search, Yes, "https://www.baidu.com/search/robots_english.html", "Crawls pages for Baidu web search.")
        .ua(&["Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)"]),
    C::new("Yeti", "Naver", Search, Yes, "https://searchadvisor.naver.com/guide/seo-basic-robots", "Crawls pages for Naver search in Korea."),
    C::new("SeznamBot", "Seznam.cz", Search, Yes, "https://o-seznam.cz/napoveda/vyhledavani/en/seznambot-crawler/", "Crawls pages for Seznam search in the Czech Republic."),
    C::new("PetalBot", "Huawei", Search, Yes, "https://webmaster.petalsearch.com/site/petalbot", "Crawls pages for Petal Search and Huawei's assistant.")
        .ua(&["Mozilla/5.0 (Linux; Android 7.0;) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; PetalBot;+https://webmaster.petalsearch.com/site/petalbot)"]),
    C::new("MojeekBot", "Mojeek", Search, Yes, "https://www.mojeek.com/bot.html", "Crawls pages for Mojeek, an independent search engine."),
    // Advertising.
    C::new("AdsBot-Google", "Google", Ads, Yes, G_SPECIAL, "Checks the quality of ad landing pages on desktop; obeys only groups that name it.")
        .skips_wildcard()
        .ua(&["AdsBot-Google (+http://www.google.com/adsbot.html)"]),
    C::new("AdsBot-Google-Mobile", "Google", Ads, Yes, G_SPECIAL, "Checks the quality of ad landing pages on phones; obeys only groups that name it.")
        .skips_wildcard()
        .ua(&["Mozilla/5.0 (iPhone; CPU iPhone OS 14_7_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1 (compatible; AdsBot-Google-Mobile; +http://www.google.com/mobile/adsbot.html)"]),
    C::new("Mediapartners-Google", "Google", Ads, Yes, G_SPECIAL, "Reads pages that show AdSense ads to pick relevant ads; obeys only groups that name it.")
        .skips_wildcard()
        .ua(&["Mediapartners-Google"]),
    C::new("AdIdxBot", "Microsoft", Ads, Yes, BING, "Checks the landing pages of Microsoft Advertising ads.")
        .ua(&["Mozilla/5.0 (compatible; adidxbot/2.0; +http://www.bing.com/bingbot.htm)"]),
    // AI training.
    C::new("GPTBot", "OpenAI", AiTraining, Yes, OPENAI, "Collects public pages that may be used to train OpenAI's models.").ua(&[
        "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)",
    ]),
    C::new("ClaudeBot", "Anthropic", AiTraining, Yes, ANTHROPIC, "Collects public pages that may be used to train Anthropic's Claude models.").ua(&[
        "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)",
    ]),
    C::new("anthropic-ai", "Anthropic", AiTraining, Unclear, ANTHROPIC, "An older Anthropic token that sites still list; Anthropic's current page does not describe it."),
    C::new("CCBot", "Common Crawl", AiTraining, Yes, "https://commoncrawl.org/ccbot", "Builds Common Crawl's open web archive, widely used to train AI models.")
        .ua(&["CCBot/2.0 (https://commoncrawl.org/faq/)"]),
    C::new("Bytespider", "ByteDance", AiTraining, Unclear, "https://www.bytedance.com/", "Collects pages for ByteDance, reportedly to train its language models; no crawler page is published."),
    C::new("meta-externalagent", "Meta", AiTraining, Yes, META, "Crawls pages to train Meta's AI models and to index content for its products.")
        .ua(&["meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)"]),
    C::new("FacebookBot", "Meta", AiTraining, Yes, META, "Crawls public pages to improve Meta's language and speech models."),
    C::new("Amazonbot", "Amazon", AiTraining, Yes, "https://developer.amazon.com/amazonbot", "Crawls pages to improve Amazon's services, including Alexa answers, and may train its AI models.")
        .ua(&["Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Amazonbot/0.1; +https://developer.amazon.com/support/amazonbot) Chrome/119.0.6045.214 Safari/537.36"]),
    C::new("cohere-training-data-crawler", "Cohere", AiTraining, Unclear, "https://cohere.com/", "Collects pages to train Cohere's language models."),
    C::new("Diffbot", "Diffbot", AiTraining, Unclear, "https://www.diffbot.com/", "Turns pages into structured data for its knowledge graph and AI uses; obeying robots.txt is left to its customers."),
    C::new("omgili", "Webz.io", AiTraining, Yes, "https://webz.io/blog/web-data/what-is-the-omgili-bot-and-why-is-it-crawling-your-website/", "Crawls forums, news and blogs for web data that Webz.io sells, including for AI training."),
    C::new("ImagesiftBot", "ImageSift", AiTraining, Yes, "https://imagesift.com/about", "Collects public images and their pages for reverse image search products."),
    C::new("Timpibot", "Timpi", AiTraining, Unclear, "https://timpi.io/", "Crawls pages for Timpi's decentralised index, offered as AI training data."),
    // AI control tokens: no crawler of their own, listed under the use they govern.
    C::new("Google-Extended", "Google", AiTraining, Yes, G_COMMON, "No crawler of its own: blocking it keeps content out of Gemini training and grounding, not out of Search.")
        .noted("control token: not a crawler, it governs how Google uses pages"),
    C::new("Applebot-Extended", "Apple", AiTraining, Yes, APPLE, "No crawler of its own: blocking it stops Applebot's pages being used to train Apple's AI models.")
        .noted("control token: not a crawler, it governs how Apple uses pages"),
    C::new("Webzio-Extended", "Webz.io", AiTraining, Unclear, "https://webz.io/", "A token Webz.io reads to leave a site out of the data it sells for AI training.")
        .noted("control token: not a crawler, it governs how Webz.io uses pages"),
    // AI search.
    C::new("OAI-SearchBot", "OpenAI", AiSearch, Yes, OPENAI, "Crawls pages so that they can appear and be linked in ChatGPT search answers.").ua(&[
        "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot",
    ]),
    C::new("Claude-SearchBot", "Anthropic", AiSearch, Yes, ANTHROPIC, "Crawls pages to improve the search results Claude shows its users."),
    C::new("PerplexityBot", "Perplexity", AiSearch, Yes, PERPLEXITY, "Indexes pages so that Perplexity can cite and link them in answers; not for training.")
        .ua(&["Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)"]),
    C::new("DuckAssistBot", "DuckDuckGo", AiSearch, Yes, "https://duckduckgo.com/duckduckgo-help-pages/results/duckassistbot", "Fetches pages on the fly to write DuckAssist's AI answers in search.")
        .ua(&["DuckAssistBot/1.2; (+http://duckduckgo.com/duckassistbot.html)"]),
    C::new("YandexAdditional", "Yandex", AiSearch, Yes, YANDEX, "Reads pages for the quick answers YandexGPT writes in Yandex search."),
    C::new("Google-CloudVertexBot", "Google", AiSearch, Yes, G_COMMON, "Crawls a site at its owner's request to build Vertex AI search agents."),
    C::new("meta-webindexer", "Meta", AiSearch, Unclear, META, "Indexes pages so that Meta AI can cite and link them in its answers."),
    C::new("YouBot", "You.com", AiSearch, Yes, "https://about.you.com/youbot/", "Crawls pages for You.com's AI search engine."),
    // AI assistants fetching a page because a user asked.
    C::new("ChatGPT-User", "OpenAI", AiUserTriggered, No, OPENAI, "Fetches a page when a ChatGPT user asks for it; OpenAI says robots.txt may not apply to these visits.")
        .skips_robots()
        .ua(&["Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot"]),
    C::new("Claude-User", "Anthropic", AiUserTriggered, Yes, ANTHROPIC, "Fetches a page when a Claude user asks a question that needs it."),
    C::new("Perplexity-User", "Perplexity", AiUserTriggered, No, PERPLEXITY, "Fetches a page a Perplexity user asked about; Perplexity says it generally ignores robots.txt.")
        .skips_robots()
        .ua(&["Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)"]),
    C::new("meta-externalfetcher", "Meta", AiUserTriggered, No, META, "Fetches a link a user gave a Meta AI product; Meta says it may bypass robots.txt.")
        .skips_robots()
        .ua(&["meta-externalfetcher/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)"]),
    C::new("MistralAI-User", "Mistral AI", AiUserTriggered, Yes, "https://docs.mistral.ai/robots", "Fetches a page when a Le Chat user's question needs it, and links it as a source."),
    C::new("cohere-ai", "Cohere", AiUserTriggered, Unclear, "https://cohere.com/", "Fetches pages for answers to prompts in Cohere's products; undocumented."),
    C::new("Google-NotebookLM", "Google", AiUserTriggered, No, G_USER, "Fetches a page a user adds as a source to NotebookLM; user-triggered, so robots.txt is ignored.")
        .skips_robots(),
    // SEO tools.
    C::new("AhrefsBot", "Ahrefs", Seo, Yes, "https://ahrefs.com/robot", "Crawls the web to build Ahrefs' backlink index and its Yep search engine.")
        .ua(&["Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)"]),
    C::new("AhrefsSiteAudit", "Ahrefs", Seo, Yes, "https://ahrefs.com/robot/site-audit", "Audits a site for its owner in Ahrefs Site Audit."),
    C::new("SemrushBot", "Semrush", Seo, Yes, "https://www.semrush.com/bot/", "Crawls the web to build Semrush's link and site-audit data.")
        .ua(&["Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)"]),
    C::new("DotBot", "Moz", Seo, Yes, MOZ, "Crawls the web for Moz's link index."),
    C::new("rogerbot", "Moz", Seo, Yes, MOZ, "Crawls sites for Moz Pro's site crawl and campaign reports."),
    C::new("BLEXBot", "WebMeUp", Seo, Yes, "http://webmeup-crawler.com/", "Crawls the web to build WebMeUp's backlink database.")
        .ua(&["Mozilla/5.0 (compatible; BLEXBot/1.0; +http://webmeup-crawler.com/)"]),
    C::new("DataForSeoBot", "DataForSEO", Seo, Yes, "https://dataforseo.com/dataforseo-bot", "Crawls the web for DataForSEO's backlink data.")
        .ua(&["Mozilla/5.0 (compatible; DataForSeoBot/1.0; +https://dataforseo.com/dataforseo-bot)"]),
    C::new("Barkrowler", "Babbar", Seo, Yes, "https://babbar.tech/crawler", "Crawls the web to build Babbar's link graph."),
    C::new("serpstatbot", "Serpstat", Seo, Yes, "https://serpstatbot.com/", "Crawls the web to track backlinks for Serpstat."),
    // Web archives.
    C::new("ia_archiver", "Internet Archive (formerly Alexa)", Archive, Unclear, "https://help.archive.org/", "Alexa's retired crawler; sites still name it to keep pages out of the Wayback Machine."),
    C::new("ArchiveBot", "Archive Team", Archive, No, "https://wiki.archiveteam.org/index.php/ArchiveBot", "Archive Team's volunteer crawler, which saves sites at risk and does not follow robots.txt.")
        .skips_robots(),
    // Everything else: Google's special and user-triggered fetchers, link previews.
    C::new("GoogleOther", "Google", Other, Yes, G_COMMON, "Google's generic crawler for one-off fetches and internal research.")
        .ua(&["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko; compatible; GoogleOther) Chrome/W.X.Y.Z Safari/537.36"]),
    C::new("GoogleOther-Image", "Google", Other, Yes, G_COMMON, "GoogleOther's image fetcher; obeys GoogleOther's group when it has none.")
        .falls_back(&["GoogleOther"])
        .ua(&["GoogleOther-Image/1.0"]),
    C::new("GoogleOther-Video", "Google", Other, Yes, G_COMMON, "GoogleOther's video fetcher; obeys GoogleOther's group when it has none.")
        .falls_back(&["GoogleOther"])
        .ua(&["GoogleOther-Video/1.0"]),
    C::new("APIs-Google", "Google", Other, Yes, G_SPECIAL, "Delivers push notifications of Google APIs; obeys only groups that name it.")
        .skips_wildcard()
        .ua(&["APIs-Google (+https://developers.google.com/webmasters/APIs-Google.html)"]),
    C::new("Google-Safety", "Google", Other, No, G_SPECIAL, "Looks for malware and abuse in links on Google properties; ignores robots.txt.").skips_robots(),
    C::new("FeedFetcher-Google", "Google", Other, No, G_USER, "Fetches RSS and Atom feeds a user subscribed to; user-triggered, so it ignores robots.txt.")
        .skips_robots()
        .ua(&["FeedFetcher-Google; (+http://www.google.com/feedfetcher.html)"]),
    C::new("Google-Site-Verification", "Google", Other, No, G_USER, "Fetches the Search Console verification token when a site owner asks; ignores robots.txt.")
        .skips_robots()
        .ua(&["Mozilla/5.0 (compatible; Google-Site-Verification/1.0)"]),
    C::new("Google-Read-Aloud", "Google", Other, No, G_USER, "Fetches a page to read it aloud for a user; user-triggered, so it ignores robots.txt.")
        .skips_robots()
        .ua(&["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/W.X.Y.Z Safari/537.36 (compatible; Google-Read-Aloud; +https://support.google.com/webmasters/answer/1061943)"]),
    C::new("MicrosoftPreview", "Microsoft", Other, Yes, BING, "Renders page previews for Bing and Microsoft products.").ua(&[
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/W.X.Y.Z Safari/537.36 Edg/W.X.Y.Z (compatible; MicrosoftPreview/2.0; +https://aka.ms/MicrosoftPreview)",
    ]),
    C::new("facebookexternalhit", "Meta", Other, Unclear, META, "Fetches a shared link to build its preview on Meta's apps; Meta says it may bypass robots.txt for security checks.")
        .ua(&["facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)"]),
    C::new("Twitterbot", "X", Other, Yes, "https://developer.x.com/en/docs/x-for-websites/cards/guides/getting-started", "Fetches a shared link to build its card on X.")
        .ua(&["Twitterbot/1.0"]),
    C::new("LinkedInBot", "LinkedIn", Other, Unclear, "https://www.linkedin.com/", "Fetches a shared link to build its preview on LinkedIn.")
        .ua(&["LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)"]),
    C::new("Slackbot-LinkExpanding", "Slack", Other, Yes, "https://api.slack.com/robots", "Fetches links posted in Slack to unfurl them into previews.")
        .ua(&["Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)"]),
    C::new("Pinterestbot", "Pinterest", Other, Yes, "https://help.pinterest.com/en/business/article/pinterest-crawler", "Crawls pages and images that are pinned, for Pinterest's index.")
        .ua(&["Mozilla/5.0 (compatible; Pinterestbot/1.0; +http://www.pinterest.com/bot.html)"]),
    C::new("Discordbot", "Discord", Other, Unclear, "https://discord.com/", "Fetches links posted in Discord to embed their previews.")
        .ua(&["Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)"]),
];
