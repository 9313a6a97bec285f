//! The crawler catalog's data: one reviewed list, compiled into the engine by `catalog.rs`.
//!
//! How to read an entry: `(token, operator, category, obeys robots.txt, docs, purpose)`,
//! written `C::new(...)`, then the optional parts: `.falls_back(...)` (tokens obeyed when the
//! file has no group for this one, most specific first), `.skips_wildcard()` (never obeys `*`),
//! `.skips_robots()` (ignores the file altogether), `.ua(...)` (published User-Agent strings;
//! `W.X.Y.Z` stands for a browser version, as the operators write it), `.noted(...)` (a control
//! token's row), `.written(...)` (the name as its operator writes it when that is not a product
//! token: `AI2Bot` is read as `AI`, Google's parser stopping at the first character that is not a
//! letter, `-` or `_`), `.says(...)` (what the operator says about robots.txt beyond yes or no),
//! `.ranges(...)` (where the operator publishes the crawler's IP ranges), `.rdns(...)` (the
//! reverse DNS domains it documents for verification) and `.signed()` (it signs its requests
//! with Web Bot Auth). `Obeys::Partly` means the operator says it obeys for only some requests
//! or rules; `Obeys::Unclear` means no source says anything we could check.
//!
//! Sources and dates: every entry names one source and the day it was last checked against it.
//! `.on(date)` means the entry's `docs` page, the operator's own, is the source. `.src(url, date)`
//! names another source, most often the community list ai-robots-txt/ai.robots.txt (its
//! `robots.json`, MIT licence, https://github.com/ai-robots-txt/ai.robots.txt), which covers
//! crawlers whose operators publish nothing; such entries point `docs` at the operator's site
//! when one is known. Purposes are written in our own words, never copied; operators are named
//! as the sources name them, and ranges, reverse DNS domains and signing only when a source
//! states them.
//!
//! Updating: re-read each entry's source (and for `.src` entries, the operator's page when one
//! has appeared: then switch to `.on`), correct what changed (purpose, obeys, User-Agent strings,
//! ranges), and set the entry's date to the day you checked it. The catalog's own date is the
//! latest of these. A new entry needs a source and a date too; keep each category together, in
//! `Category::ALL` order, and tokens unique ignoring case.

use super::Category::{Ads, AiSearch, AiTraining, AiUserTriggered, Archive, Monitoring, Other, Search, Seo};
use super::Crawler;
use super::Obeys::{No, Partly, Unclear, Yes};

use Crawler as C;

const G_COMMON: &str = "https://developers.google.com/crawling/docs/crawlers-fetchers/google-common-crawlers";
const G_SPECIAL: &str = "https://developers.google.com/crawling/docs/crawlers-fetchers/google-special-case-crawlers";
const G_USER: &str = "https://developers.google.com/crawling/docs/crawlers-fetchers/google-user-triggered-fetchers";
const G_COMMON_IPS: &str = "https://developers.google.com/static/crawling/ipranges/common-crawlers.json";
const G_SPECIAL_IPS: &str = "https://developers.google.com/static/crawling/ipranges/special-crawlers.json";
const G_USER_IPS: &str = "https://developers.google.com/static/crawling/ipranges/user-triggered-fetchers-google.json";
const G_AGENT_IPS: &str = "https://developers.google.com/static/crawling/ipranges/user-triggered-agents.json";
const G_COMMON_DNS: &[&str] = &["googlebot.com"];
const G_SPECIAL_DNS: &[&str] = &["google.com"];
const G_USER_DNS: &[&str] = &["google.com", "googleusercontent.com"];
const BING: &str = "https://www.bing.com/webmasters/help/which-crawlers-does-bing-use-8c184ec0";
const APPLE: &str = "https://support.apple.com/en-us/119829";
const YANDEX: &str = "https://yandex.com/support/webmaster/robot-workings/check-yandex-robots.html";
const YANDEX_DNS: &[&str] = &["yandex.ru", "yandex.net", "yandex.com"];
const OPENAI: &str = "https://developers.openai.com/api/docs/bots";
const ANTHROPIC: &str =
    "https://support.anthropic.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler";
const ANTHROPIC_IPS: &str = "https://claude.com/crawling/bots.json";
const PERPLEXITY: &str = "https://docs.perplexity.ai/docs/resources/perplexity-crawlers";
const META: &str = "https://developers.facebook.com/docs/sharing/webmasters/web-crawlers";
const AMAZON: &str = "https://developer.amazon.com/amazonbot";
const AMAZON_DNS: &[&str] = &["crawl.amazonbot.amazon"];
const MISTRAL: &str = "https://docs.mistral.ai/robots";
const MOZ: &str = "https://moz.com/help/moz-procedures/crawlers";
const SEMRUSH: &str = "https://www.semrush.com/bot/";
const AHREFS_DNS: &[&str] = &["ahrefs.com", "ahrefs.net"];
/// The community list of AI crawlers, for entries whose operators publish no crawler page.
const AIRT: &str = "https://github.com/ai-robots-txt/ai.robots.txt/blob/main/robots.json";

/// Every entry, grouped by category, in the order the page shows them.
pub(super) static CRAWLERS: &[Crawler] = &[
    // Search engines.
    C::new("Googlebot", "Google", Search, Yes, G_COMMON, "Crawls pages for Google Search and the products built on it.")
        .ua(&[
            "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
            "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/W.X.Y.Z Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
            "Googlebot/2.1 (+http://www.google.com/bot.html)",
        ])
        .ranges(G_COMMON_IPS)
        .rdns(G_COMMON_DNS)
        .on("2026-12-07"),
    C::new("Googlebot-Image", "Google", Search, Yes, G_COMMON, "Fetches images for Google Images and image results in Search.")
        .falls_back(&["Googlebot"])
        .ua(&["Googlebot-Image/1.0"])
        .ranges(G_COMMON_IPS)
        .rdns(G_COMMON_DNS)
        .on("2026-12-07"),
    C::new("Googlebot-Video", "Google", Search, Yes, G_COMMON, "Fetches video files and pages for video results in Google Search.")
        .falls_back(&["Googlebot"])
        .ua(&["Googlebot-Video/1.0"])
        .ranges(G_COMMON_IPS)
        .rdns(G_COMMON_DNS)
        .on("2026-12-07"),
    C::new("Googlebot-News", "Google", Search, Yes, G_COMMON, "Decides what appears in Google News; it sends Googlebot's own User-Agent strings.")
        .falls_back(&["Googlebot"])
        .ranges(G_COMMON_IPS)
        .rdns(G_COMMON_DNS)
        .on("2026-12-07"),
    C::new("Storebot-Google", "Google", Search, Yes, G_COMMON, "Crawls product and shop pages for Google Shopping.")
        .ua(&["Mozilla/5.0 (X11; Linux x86_64; Storebot-Google/1.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/W.X.Y.Z Safari/537.36"])
        .ranges(G_COMMON_IPS)
        .rdns(G_COMMON_DNS)
        .on("2026-12-07"),
    C::new("Google-InspectionTool", "Google", Search, Yes, G_COMMON, "Fetches pages for Search Console's URL inspection and the Rich Results Test.")
        .falls_back(&["Googlebot"])
        .ua(&["Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)"])
        .ranges(G_COMMON_IPS)
        .rdns(G_COMMON_DNS)
        .on("2026-12-07"),
    C::new("Bingbot", "Microsoft", Search, Yes, BING, "Crawls pages for Bing search and the services that use its index.")
        .ua(&["Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"])
        .ranges("https://www.bing.com/toolbox/bingbot.json")
        .rdns(&["search.msn.com"])
        .on("2026-12-07"),
    C::new("Applebot", "Apple", Search, Yes, APPLE, "Crawls pages for Siri, Spotlight and Safari suggestions; obeys Googlebot's group when it has none.")
        .falls_back(&["Googlebot"])
        .ua(&["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)"])
        .ranges("https://search.developer.apple.com/applebot.json")
        .rdns(&["applebot.apple.com"])
        .on("2026-12-07"),
    C::new("DuckDuckBot", "DuckDuckGo", Search, Yes, "https://duckduckgo.com/duckduckgo-help-pages/results/duckduckbot", "Crawls pages to improve DuckDuckGo's search results.")
        .ua(&["DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)"])
        .ranges("https://duckduckgo.com/duckduckbot.json")
        .on("2026-12-07"),
    C::new("Yandex", "Yandex", Search, Yes, "https://yandex.com/support/webmaster/en/robot-workings/user-agent", "No crawler of its own: a `Yandex` group applies to every Yandex robot that has no group naming it.")
        .noted("control token: not a crawler, it governs how Yandex uses pages")
        .says("Yandex says some of its robots ignore a `Yandex` group and obey only a group that names them.")
        .on("2026-12-07"),
    C::new("YandexBot", "Yandex", Search, Yes, YANDEX, "Yandex's main indexing crawler; obeys a `Yandex` group when the file has none for it.")
        .falls_back(&["Yandex"])
        .ua(&["Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)"])
        .rdns(YANDEX_DNS)
        .on("2026-12-07"),
    C::new("YandexImages", "Yandex", Search, Yes, YANDEX, "Indexes images for Yandex Images.")
        .falls_back(&["Yandex"])
        .ua(&["Mozilla/5.0 (compatible; YandexImages/3.0; +http://yandex.com/bots)"])
        .rdns(YANDEX_DNS)
        .on("2026-12-07"),
    C::new("YandexMobileBot", "Yandex", Search, Yes, YANDEX, "Checks how pages look on phones for Yandex search; obeys a `Yandex` group when it has none.")
        .falls_back(&["Yandex"])
        .rdns(YANDEX_DNS)
        .on("2026-12-07"),
    C::new("YandexVideo", "Yandex", Search, Yes, YANDEX, "Indexes videos for Yandex's video search; obeys a `Yandex` group when it has none.")
        .falls_back(&["Yandex"])
        .rdns(YANDEX_DNS)
        .on("2026-12-07"),
    C::new("Baiduspider", "Baidu", Search, Yes, "https://www.baidu.com/search/robots_english.html", "Crawls pages for Baidu web search.")
        .ua(&["Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)"])
        .rdns(&["baidu.com", "baidu.jp"])
        .on("2026-12-07"),
    C::new("Sogou", "Sogou", Search, Yes, "https://www.sogou.com/docs/help/webmasters.htm", "Crawls pages for the Sogou search engine in China.")
        .written("Sogou web spider")
        .src("https://prerenderproxy.com/audit/2026-05-ecommerce-100/bot/sogou.html", "2026-12-07"),
    C::new("Yeti", "Naver", Search, Yes, "https://searchadvisor.naver.com/guide/seo-basic-robots", "Crawls pages for Naver search in Korea.")
        .on("2026-12-07"),
    C::new("SeznamBot", "Seznam.cz", Search, Yes, "https://o-seznam.cz/napoveda/vyhledavani/en/seznambot-crawler/", "Crawls pages for Seznam search in the Czech Republic.")
        .on("2026-12-07"),
    C::new("Qwantbot", "Qwant", Search, Yes, "https://help.qwant.com/bot/", "Crawls pages for the Qwant search engine and its news results.")
        .rdns(&["qwant.com"])
        .on("2026-12-07"),
    C::new("PetalBot", "Huawei", Search, Yes, "https://webmaster.petalsearch.com/site/petalbot", "Crawls pages for Petal Search and Huawei's assistant.")
        .ua(&["Mozilla/5.0 (Linux; Android 7.0;) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; PetalBot;+https://webmaster.petalsearch.com/site/petalbot)"])
        .on("2026-12-07"),
    C::new("MojeekBot", "Mojeek", Search, Yes, "https://www.mojeek.com/bot.html", "Crawls pages for Mojeek, an independent search engine.")
        .on("2026-12-07"),
    C::new("Bravebot", "Brave", Search, Yes, "https://search.brave.com/help/brave-search-crawler", "Builds the index behind Brave Search, which also sells results to AI applications.")
        .src(AIRT, "2026-12-07"),
    C::new("Diffbot", "Diffbot", Search, Partly, "https://docs.diffbot.com/docs/does-crawl-respect-robotstxt", "Crawls the web for Diffbot's knowledge graph and search services, which Diffbot says do not train generative models.")
        .says("Diffbot obeys robots.txt by default but lets a customer override it where that customer has an agreement with the site.")
        .on("2026-12-07"),
    // Advertising.
    C::new("AdsBot-Google", "Google", Ads, Yes, G_SPECIAL, "Checks the quality of ad landing pages on desktop; obeys only groups that name it.")
        .skips_wildcard()
        .ua(&["AdsBot-Google (+http://www.google.com/adsbot.html)"])
        .ranges(G_SPECIAL_IPS)
        .rdns(G_SPECIAL_DNS)
        .on("2026-12-07"),
    C::new("AdsBot-Google-Mobile", "Google", Ads, Yes, G_SPECIAL, "Checks the quality of ad landing pages on phones; obeys only groups that name it.")
        .skips_wildcard()
        .ua(&["Mozilla/5.0 (iPhone; CPU iPhone OS 14_7_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1 (compatible; AdsBot-Google-Mobile; +http://www.google.com/mobile/adsbot.html)"])
        .ranges(G_SPECIAL_IPS)
        .rdns(G_SPECIAL_DNS)
        .on("2026-12-07"),
    C::new("Mediapartners-Google", "Google", Ads, Yes, G_SPECIAL, "Reads pages that show AdSense ads to pick relevant ads; obeys only groups that name it.")
        .skips_wildcard()
        .ua(&["Mediapartners-Google"])
        .ranges(G_SPECIAL_IPS)
        .rdns(G_SPECIAL_DNS)
        .on("2026-12-07"),
    C::new("AdIdxBot", "Microsoft", Ads, Yes, BING, "Checks the landing pages of Microsoft Advertising ads.")
        .ua(&["Mozilla/5.0 (compatible; adidxbot/2.0; +http://www.bing.com/bingbot.htm)"])
        .on("2026-12-07"),
    C::new("OAI-AdsBot", "OpenAI", Ads, Yes, OPENAI, "Visits the landing pages of ads submitted to ChatGPT to check them against OpenAI's ad policies.")
        .ua(&["Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-AdsBot/1.0; +https://openai.com/adsbot"])
        .ranges("https://openai.com/adsbot.json")
        .src("https://help.openai.com/en/articles/20001243-advertiser-guidance-for-allowing-openai-web-crawlers", "2026-12-07"),
    // AI training.
    C::new("GPTBot", "OpenAI", AiTraining, Yes, OPENAI, "Collects public pages that may be used to train OpenAI's models.")
        .ua(&["Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)"])
        .ranges("https://openai.com/gptbot.json")
        .on("2026-12-07"),
    C::new("ClaudeBot", "Anthropic", AiTraining, Yes, ANTHROPIC, "Collects public pages that may be used to train Anthropic's Claude models.")
        .ua(&["Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)"])
        .says("Anthropic says its bots also honour the non-standard Crawl-delay line.")
        .ranges(ANTHROPIC_IPS)
        .on("2026-12-07"),
    C::new("anthropic-ai", "Anthropic", AiTraining, Unclear, ANTHROPIC, "An older Anthropic token that sites still list; Anthropic's current page does not describe it.")
        .on("2026-12-07"),
    C::new("CCBot", "Common Crawl", AiTraining, Yes, "https://commoncrawl.org/ccbot", "Builds Common Crawl's open web archive, widely used to train AI models.")
        .ua(&["CCBot/2.0 (https://commoncrawl.org/faq/)"])
        .ranges("https://index.commoncrawl.org/ccbot.json")
        .rdns(&["crawl.commoncrawl.org"])
        .on("2026-12-07"),
    C::new("Bytespider", "ByteDance", AiTraining, Unclear, "https://www.bytedance.com/", "Collects pages for ByteDance, reportedly to train its language models; no crawler page is published.")
        .src(AIRT, "2026-12-07"),
    C::new("TikTokSpider", "ByteDance", AiTraining, Unclear, "https://www.bytedance.com/", "Another ByteDance crawler, reported to gather training data the way Bytespider does.")
        .src(AIRT, "2026-12-07"),
    C::new("meta-externalagent", "Meta", AiTraining, Yes, META, "Crawls pages to train Meta's AI models and to index content for its products.")
        .ua(&["meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)"])
        .on("2026-12-07"),
    C::new("FacebookBot", "Meta", AiTraining, Yes, META, "Crawls public pages to improve Meta's language and speech models.")
        .on("2026-12-07"),
    C::new("Amazonbot", "Amazon", AiTraining, Yes, AMAZON, "Crawls pages to improve Amazon's services, including Alexa answers, and may train its AI models.")
        .ua(&["Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Amazonbot/0.1; +https://developer.amazon.com/support/amazonbot) Chrome/119.0.6045.214 Safari/537.36"])
        .says("Amazon says it honours User-agent, Allow and Disallow but not Crawl-delay.")
        .ranges("https://developer.amazon.com/amazonbot/ip-addresses/")
        .rdns(AMAZON_DNS)
        .on("2026-12-07"),
    C::new("MistralAI-Training", "Mistral AI", AiTraining, Yes, MISTRAL, "Crawls pages to build datasets for training Mistral's generative models.")
        .on("2026-12-07"),
    C::new("cohere-training-data-crawler", "Cohere", AiTraining, Unclear, "https://cohere.com/", "Collects pages to train Cohere's language models.")
        .src(AIRT, "2026-12-07"),
    C::new("omgili", "Webz.io", AiTraining, Yes, "https://webz.io/blog/web-data/what-is-the-omgili-bot-and-why-is-it-crawling-your-website/", "Crawls forums, news and blogs for web data that Webz.io sells, including for AI training.")
        .on("2026-12-07"),
    C::new("omgilibot", "Webz.io", AiTraining, Yes, "https://webz.io/", "The older name of Webz.io's Omgili crawler, which may no longer be in use.")
        .src(AIRT, "2026-12-07"),
    C::new("ImagesiftBot", "ImageSift", AiTraining, Yes, "https://imagesift.com/about", "Collects public images and their pages for reverse image search products.")
        .on("2026-12-07"),
    C::new("Timpibot", "Timpi", AiTraining, Unclear, "https://timpi.io/", "Crawls pages for Timpi's decentralised index, offered as AI training data.")
        .src(AIRT, "2026-12-07"),
    C::new("AI", "Ai2", AiTraining, Yes, "https://allenai.org/crawler", "Ai2's crawler, which gathers pages on chosen domains to train open language models.")
        .written("AI2Bot")
        .src(AIRT, "2026-12-07"),
    C::new("aiHitBot", "aiHit", AiTraining, Yes, "https://www.aihitdata.com/about", "Feeds aiHit's machine-learning system, which builds data on companies from the web.")
        .src(AIRT, "2026-12-07"),
    C::new("Brightbot", "Bright Data", AiTraining, Unclear, "https://brightdata.com/brightbot", "Collects public pages into datasets that Bright Data sells for AI training and retrieval.")
        .src(AIRT, "2026-12-07"),
    C::new("ChatGLM-Spider", "Unknown", AiTraining, Unclear, "https://knownagents.com/agents/chatglm-spider", "An undocumented crawler named after the ChatGLM models, listed as an AI data scraper.")
        .src(AIRT, "2026-12-07"),
    C::new("Cotoyogi", "ROIS", AiTraining, Yes, "https://ds.rois.ac.jp/en_center8/en_crawler/", "Gathers Japanese-language pages to train AI models at a Japanese research institute.")
        .src(AIRT, "2026-12-07"),
    C::new("DeepSeekBot", "DeepSeek", AiTraining, Unclear, "https://www.deepseek.com/", "Reported to collect pages for DeepSeek to train its language models; DeepSeek publishes no crawler page.")
        .src(AIRT, "2026-12-07"),
    C::new("Factset_spyderbot", "FactSet", AiTraining, Unclear, "https://www.factset.com/ai", "Collects pages that FactSet uses to train AI models.")
        .src(AIRT, "2026-12-07"),
    C::new("FriendlyCrawler", "Unknown", AiTraining, Yes, "https://imho.alex-kunz.com/2024/01/25/an-update-on-friendly-crawler", "A crawler of unknown origin that builds datasets for machine-learning experiments.")
        .src(AIRT, "2026-12-07"),
    C::new("ICC-Crawler", "NICT", AiTraining, Yes, "https://nict.go.jp", "Japan's NICT collects pages for AI research and shares the data with third parties.")
        .src(AIRT, "2026-12-07"),
    C::new("imageSpider", "Unknown", AiTraining, Unclear, "https://knownagents.com/agents/imagespider", "An undocumented image crawler listed as an AI data scraper.")
        .src(AIRT, "2026-12-07"),
    C::new("img", "img2dataset", AiTraining, Unclear, "https://github.com/rom1504/img2dataset", "An open-source tool that downloads images in bulk to build training sets; whoever runs it decides its rules.")
        .written("img2dataset")
        .src(AIRT, "2026-12-07"),
    C::new("ISSCyberRiskCrawler", "ISS Corporate", AiTraining, Unclear, "https://iss-cyber.com", "Collects pages to train machine-learning models that rate cyber risk.")
        .src(AIRT, "2026-12-07"),
    C::new("Kangaroo", "Kangaroo LLM", AiTraining, Unclear, "https://knownagents.com/agents/kangaroo-bot", "Gathers pages to train language models for Australian English and culture.")
        .written("Kangaroo Bot")
        .src(AIRT, "2026-12-07"),
    C::new("laion-huggingface-processor", "Unknown", AiTraining, Unclear, "https://knownagents.com/agents/laion-huggingface-processor", "An undocumented downloader whose name ties it to LAION datasets on Hugging Face.")
        .src(AIRT, "2026-12-07"),
    C::new("LAIONDownloader", "LAION", AiTraining, Unclear, "https://laion.ai/faq/", "Downloads pages and images for LAION's open machine-learning datasets.")
        .src(AIRT, "2026-12-07"),
    C::new("LCC", "Unknown", AiTraining, Unclear, "https://knownagents.com/agents/lcc", "An undocumented crawler listed as an AI data scraper.")
        .src(AIRT, "2026-12-07"),
    C::new("Linguee", "Linguee", AiTraining, Unclear, "https://www.linguee.com", "Gathers translated texts to train Linguee's AI translation service.")
        .written("Linguee Bot")
        .src(AIRT, "2026-12-07"),
    C::new("MyCentralAIScraperBot", "Unknown", AiTraining, Unclear, "https://knownagents.com/agents/mycentralaiscraperbot", "An AI scraper whose operator and use of the data are unknown.")
        .src(AIRT, "2026-12-07"),
    C::new("NagetBot", "Naget", AiTraining, Unclear, "https://naget.com/", "Collects pages for Naget's AI content discovery products.")
        .src(AIRT, "2026-12-07"),
    C::new("newsai", "Unknown", AiTraining, Unclear, "https://knownagents.com/agents/newsai", "An AI scraper whose User-Agent names no site; several services use the name.")
        .src(AIRT, "2026-12-07"),
    C::new("PanguBot", "Huawei", AiTraining, Unclear, "https://knownagents.com/agents/pangubot", "Downloads training data for Huawei's PanGu multimodal models.")
        .src(AIRT, "2026-12-07"),
    C::new("Poseidon", "Poseidon Research", AiTraining, Unclear, "https://www.poseidonresearch.com", "Crawls pages for a lab researching AI interpretability.")
        .written("Poseidon Research Crawler")
        .src(AIRT, "2026-12-07"),
    C::new("SBIntuitionsBot", "SB Intuitions", AiTraining, Yes, "https://www.sbintuitions.co.jp/en/bot/", "Collects pages for SB Intuitions' AI development and analysis.")
        .src(AIRT, "2026-12-07"),
    C::new("Sidetrade", "Sidetrade", AiTraining, Unclear, "https://www.sidetrade.com", "Extracts web data that Sidetrade uses, among other things, to train its AI products.")
        .written("Sidetrade indexer bot")
        .src(AIRT, "2026-12-07"),
    C::new("VelenPublicWebCrawler", "Velen", AiTraining, Yes, "https://velen.io", "Crawls the web to build business datasets and machine-learning models.")
        .src(AIRT, "2026-12-07"),
    // AI control tokens: no crawler of their own, listed under the use they govern.
    C::new("Google-Extended", "Google", AiTraining, Yes, G_COMMON, "No crawler of its own: blocking it keeps content out of Gemini training and grounding, not out of Search.")
        .noted("control token: not a crawler, it governs how Google uses pages")
        .on("2026-12-07"),
    C::new("Applebot-Extended", "Apple", AiTraining, Yes, APPLE, "No crawler of its own: blocking it stops Applebot's pages being used to train Apple's AI models.")
        .noted("control token: not a crawler, it governs how Apple uses pages")
        .on("2026-12-07"),
    C::new("Webzio-Extended", "Webz.io", AiTraining, Unclear, "https://webz.io/", "A token Webz.io reads to leave a site out of the data it sells for AI training.")
        .noted("control token: not a crawler, it governs how Webz.io uses pages")
        .src(AIRT, "2026-12-07"),
    // AI search.
    C::new("OAI-SearchBot", "OpenAI", AiSearch, Yes, OPENAI, "Crawls pages so that they can appear and be linked in ChatGPT search answers.")
        .ua(&["Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot"])
        .ranges("https://openai.com/searchbot.json")
        .on("2026-12-07"),
    C::new("Claude-SearchBot", "Anthropic", AiSearch, Yes, ANTHROPIC, "Crawls pages to improve the search results Claude shows its users.")
        .ranges(ANTHROPIC_IPS)
        .on("2026-12-07"),
    C::new("PerplexityBot", "Perplexity", AiSearch, Yes, PERPLEXITY, "Indexes pages so that Perplexity can cite and link them in answers; not for training.")
        .ua(&["Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)"])
        .ranges("https://www.perplexity.com/perplexitybot.json")
        .on("2026-12-07"),
    C::new("DuckAssistBot", "DuckDuckGo", AiSearch, Yes, "https://duckduckgo.com/duckduckgo-help-pages/results/duckassistbot", "Fetches pages on the fly to write DuckAssist's AI answers in search.")
        .ua(&["DuckAssistBot/1.2; (+http://duckduckgo.com/duckassistbot.html)"])
        .ranges("https://duckduckgo.com/duckassistbot.json")
        .on("2026-12-07"),
    C::new("YandexAdditional", "Yandex", AiSearch, Yes, YANDEX, "Reads pages for the quick answers YandexGPT writes in Yandex search.")
        .rdns(YANDEX_DNS)
        .on("2026-12-07"),
    C::new("YandexAdditionalBot", "Yandex", AiSearch, Yes, "https://yandex.ru/support/webmaster/en/search-appearance/fast.html", "The name YandexAdditional's robot goes by, listed by sites that block YandexGPT's quick answers.")
        .src(AIRT, "2026-12-07"),
    C::new("Google-CloudVertexBot", "Google", AiSearch, Yes, G_COMMON, "Crawls a site at its owner's request to build Vertex AI search agents.")
        .ranges(G_COMMON_IPS)
        .rdns(G_COMMON_DNS)
        .on("2026-12-07"),
    C::new("CloudVertexBot", "Google", AiSearch, Unclear, "https://knownagents.com/agents/cloudvertexbot", "A shortened name seen for Google's Vertex AI crawler; Google documents the token Google-CloudVertexBot.")
        .src(AIRT, "2026-12-07"),
    C::new("meta-webindexer", "Meta", AiSearch, Unclear, META, "Indexes pages so that Meta AI can cite and link them in its answers.")
        .on("2026-12-07"),
    C::new("YouBot", "You.com", AiSearch, Yes, "https://about.you.com/youbot/", "Crawls pages for You.com's AI search engine.")
        .on("2026-12-07"),
    C::new("MistralAI-Index", "Mistral AI", AiSearch, Yes, MISTRAL, "Indexes pages for Mistral's search, which its assistant uses to answer; not used for training.")
        .ua(&["Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; MistralAI-Index/1.0; +https://docs.mistral.ai/robots)"])
        .ranges("https://mistral.ai/mistralai-index-ips.json")
        .on("2026-12-07"),
    C::new("Amzn-SearchBot", "Amazon", AiSearch, Yes, AMAZON, "Crawls pages for search in Amazon's assistants such as Alexa and Rufus; Amazon says not for model training.")
        .ua(&["Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Amzn-SearchBot/0.1) Chrome/119.0.6045.214 Safari/537.36"])
        .rdns(AMAZON_DNS)
        .on("2026-12-07"),
    C::new("amazon-kendra", "Amazon", AiSearch, Yes, "https://aws.amazon.com/kendra/", "Crawls sites that an AWS customer points it at, for Amazon Kendra's natural-language enterprise search.")
        .src(AIRT, "2026-12-07"),
    C::new("amazon-QBusiness", "Amazon", AiSearch, Unclear, "https://knownagents.com/agents/amazon-qbusiness", "Fetches and indexes web pages for a customer's Amazon Q Business assistant.")
        .src(AIRT, "2026-12-07"),
    C::new("bedrockbot", "Amazon", AiSearch, Yes, "https://docs.aws.amazon.com/bedrock/latest/userguide/webcrawl-data-source-connector.html", "Crawls the URLs an AWS customer chose as a data source for an Amazon Bedrock application.")
        .src(AIRT, "2026-12-07"),
    C::new("AzureAI-SearchBot", "Microsoft", AiSearch, Unclear, "https://aicrawlercheck.com/directory/ai-bots/azureai-searchbot", "Indexes pages for Microsoft's Azure AI search experiences, to be cited in answers.")
        .src("https://aicrawlercheck.com/directory/ai-bots/azureai-searchbot", "2026-12-07"),
    C::new("AddSearchBot", "AddSearch", AiSearch, Unclear, "https://www.addsearch.com/", "Indexes a customer's site for AddSearch's AI-powered site search.")
        .src(AIRT, "2026-12-07"),
    C::new("AIWebIndex", "Lyrenth", AiSearch, Unclear, "https://knownagents.com/agents/aiwebindex", "Builds an index of web content for AI systems to read.")
        .src(AIRT, "2026-12-07"),
    C::new("Andibot", "Andi", AiSearch, Unclear, "https://andisearch.com/", "Fetches pages for Andi, a search assistant that summarises results with AI.")
        .src(AIRT, "2026-12-07"),
    C::new("Anomura", "Direqt", AiSearch, Yes, "https://direqt.ai", "Direqt's search crawler, which indexes its customers' websites for AI search.")
        .src(AIRT, "2026-12-07"),
    C::new("Aranet-SearchBot", "Unknown", AiSearch, Unclear, "https://knownagents.com/agents/aranet-searchbot", "An undocumented crawler listed among AI search crawlers.")
        .src(AIRT, "2026-12-07"),
    C::new("atlassian-bot", "Atlassian", AiSearch, Yes, "https://support.atlassian.com/organization-administration/docs/connect-custom-website-to-rovo/", "Indexes websites connected to Atlassian Rovo for its AI search, assistants and agents.")
        .src(AIRT, "2026-12-07"),
    C::new("Channel", "Unknown", AiSearch, Unclear, "https://knownagents.com/agents/channel3bot", "An undocumented crawler listed among AI search crawlers.")
        .written("Channel3Bot")
        .src(AIRT, "2026-12-07"),
    C::new("Cloudflare-AutoRAG", "Cloudflare", AiSearch, Yes, "https://developers.cloudflare.com/autorag", "Crawls a site for a Cloudflare customer's AutoRAG AI search index.")
        .src(AIRT, "2026-12-07"),
    C::new("ExaBot", "Exa", AiSearch, Unclear, "https://exa.ai", "Indexes pages for Exa's AI search engine and its search APIs for AI applications.")
        .src(AIRT, "2026-12-07"),
    C::new("ExaSearchBot", "Exa", AiSearch, Unclear, "https://exa.ai", "Finds and indexes public pages so that Exa can retrieve and cite them.")
        .src(AIRT, "2026-12-07"),
    C::new("HenkBot", "Valyu", AiSearch, Unclear, "https://knownagents.com/agents/henkbot", "Crawls for Valyu, which indexes content for AI retrieval pipelines.")
        .src(AIRT, "2026-12-07"),
    C::new("iAskBot", "Unknown", AiSearch, Unclear, "https://knownagents.com/agents/iaskbot", "An undocumented crawler whose name points to the iAsk answer engine.")
        .src(AIRT, "2026-12-07"),
    C::new("iaskspider", "iAsk", AiSearch, Unclear, "https://knownagents.com/agents/iaskspider", "Fetches pages to answer questions put to the iAsk AI answer engine.")
        .src(AIRT, "2026-12-07"),
    C::new("KlaviyoAIBot", "Klaviyo", AiSearch, Yes, "https://help.klaviyo.com/hc/en-us/articles/40496146232219", "Reads pages on domains linked to a Klaviyo account to power its customer-service AI agent.")
        .src(AIRT, "2026-12-07"),
    C::new("LinerBot", "Liner", AiSearch, Unclear, "https://knownagents.com/agents/linerbot", "Gathers pages, many academic, for the cited answers of the Liner AI assistant.")
        .src(AIRT, "2026-12-07"),
    C::new("LinkupBot", "Unknown", AiSearch, Unclear, "https://knownagents.com/agents/linkupbot", "An undocumented crawler listed among AI search crawlers.")
        .src(AIRT, "2026-12-07"),
    C::new("PhindBot", "Phind", AiSearch, Unclear, "https://www.phind.com/", "Fetches pages for Phind, an AI answer engine for developers.")
        .src(AIRT, "2026-12-07"),
    C::new("QualifiedBot", "Qualified", AiSearch, Unclear, "https://www.qualified.com", "Reads customers' websites to give Qualified's marketing chatbots context.")
        .src(AIRT, "2026-12-07"),
    C::new("Querit-SearchBot", "Querit", AiSearch, Unclear, "https://knownagents.com/agents/querit-searchbot", "Indexes pages for Querit's real-time search API for language models.")
        .src(AIRT, "2026-12-07"),
    C::new("QueritBot", "Querit", AiSearch, Unclear, "https://knownagents.com/agents/queritbot", "Another Querit crawler feeding its search API for language models.")
        .src(AIRT, "2026-12-07"),
    C::new("ShapBot", "Parallel", AiSearch, Yes, "https://docs.parallel.ai/features/crawler", "Collects pages for Parallel's search, extraction and research APIs for AI agents.")
        .src(AIRT, "2026-12-07"),
    C::new("TavilyBot", "Tavily", AiSearch, Unclear, "https://knownagents.com/agents/tavilybot", "Indexes pages for Tavily's search and extraction APIs that ground AI agents.")
        .src(AIRT, "2026-12-07"),
    C::new("Terra", "Ceramic AI", AiSearch, Unclear, "https://knownagents.com/agents/terra-cotta", "A spaced spelling of Ceramic's crawler name; Google's parser reads only its first word.")
        .written("Terra Cotta")
        .src(AIRT, "2026-12-07"),
    C::new("TerraCotta", "Ceramic AI", AiSearch, Yes, "https://github.com/CeramicTeam/CeramicTerracotta", "Ceramic's crawler, which indexes public pages for its web search API for AI.")
        .src(AIRT, "2026-12-07"),
    C::new("ZanistaBot", "Unknown", AiSearch, Unclear, "https://knownagents.com/agents/zanistabot", "An undocumented crawler listed among AI search crawlers.")
        .src(AIRT, "2026-12-07"),
    // AI assistants and agents fetching a page because a user asked.
    C::new("ChatGPT-User", "OpenAI", AiUserTriggered, No, OPENAI, "Fetches a page when a ChatGPT user asks for it; OpenAI says robots.txt may not apply to these visits.")
        .skips_robots()
        .ua(&["Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot"])
        .says("OpenAI says that because a user starts these visits, robots.txt rules may not apply to them.")
        .ranges("https://openai.com/chatgpt-user.json")
        .on("2026-12-07"),
    C::new("ChatGPT", "OpenAI", AiUserTriggered, Unclear, "https://help.openai.com/en/articles/11845367-chatgpt-agent-allowlisting", "ChatGPT's agent mode, which browses and acts on sites for a user; its requests carry a browser's User-Agent.")
        .written("ChatGPT Agent")
        .signed()
        .on("2026-12-07"),
    C::new("Operator", "OpenAI", AiUserTriggered, Unclear, "https://knownagents.com/agents/operator", "OpenAI's earlier browsing agent, which ChatGPT's agent mode replaced.")
        .src(AIRT, "2026-12-07"),
    C::new("OpenAI", "OpenAI", AiUserTriggered, Unclear, "https://openai.com", "A token listed for OpenAI whose purpose OpenAI does not describe.")
        .src(AIRT, "2026-12-07"),
    C::new("Claude-User", "Anthropic", AiUserTriggered, Yes, ANTHROPIC, "Fetches a page when a Claude user asks a question that needs it.")
        .ranges(ANTHROPIC_IPS)
        .on("2026-12-07"),
    C::new("Claude-Web", "Anthropic", AiUserTriggered, Unclear, "https://knownagents.com/agents/claude-web", "An older Anthropic agent name that Anthropic no longer documents.")
        .src(AIRT, "2026-12-07"),
    C::new("Claude-Code", "Anthropic", AiUserTriggered, Unclear, "https://knownagents.com/agents/claude-code", "Anthropic's coding agent, which fetches pages from the terminal while it works for a developer.")
        .src(AIRT, "2026-12-07"),
    C::new("Perplexity-User", "Perplexity", AiUserTriggered, No, PERPLEXITY, "Fetches a page a Perplexity user asked about; Perplexity says it generally ignores robots.txt.")
        .skips_robots()
        .ua(&["Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)"])
        .says("Perplexity says that because a user asked for the page, this fetcher generally ignores robots.txt.")
        .ranges("https://www.perplexity.com/perplexity-user.json")
        .on("2026-12-07"),
    C::new("meta-externalfetcher", "Meta", AiUserTriggered, No, META, "Fetches a link a user gave a Meta AI product; Meta says it may bypass robots.txt.")
        .skips_robots()
        .ua(&["meta-externalfetcher/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)"])
        .says("Meta says that because a user supplied the link, this fetcher may bypass robots.txt.")
        .on("2026-12-07"),
    C::new("MistralAI-User", "Mistral AI", AiUserTriggered, Yes, MISTRAL, "Fetches a page when a question to Mistral's assistant needs it, and links it as a source.")
        .ua(&["Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; MistralAI-User/1.0; +https://docs.mistral.ai/robots)"])
        .ranges("https://mistral.ai/mistralai-user-ips.json")
        .on("2026-12-07"),
    C::new("cohere-ai", "Cohere", AiUserTriggered, Unclear, "https://cohere.com/", "Fetches pages for answers to prompts in Cohere's products; undocumented.")
        .src(AIRT, "2026-12-07"),
    C::new("Google-NotebookLM", "Google", AiUserTriggered, No, G_USER, "Fetches a page a user adds as a source to NotebookLM; user-triggered, so robots.txt is ignored.")
        .skips_robots()
        .says("Google says user-triggered fetchers generally ignore robots.txt because a person asked for the page.")
        .ranges(G_USER_IPS)
        .rdns(G_USER_DNS)
        .on("2026-12-07"),
    C::new("NotebookLM", "Google", AiUserTriggered, Unclear, "https://knownagents.com/agents/google-notebooklm", "A short name some lists give NotebookLM's fetcher; Google documents the token Google-NotebookLM.")
        .src(AIRT, "2026-12-07"),
    C::new("Google-Agent", "Google", AiUserTriggered, No, G_USER, "Used by AI agents on Google's infrastructure, such as Project Mariner, to browse and act on sites for a user.")
        .skips_robots()
        .ua(&[
            "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/W.X.Y.Z Mobile Safari/537.36 (compatible; Google-Agent; +https://developers.google.com/crawling/docs/crawlers-fetchers/google-agent)",
            "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Google-Agent; +https://developers.google.com/crawling/docs/crawlers-fetchers/google-agent) Chrome/W.X.Y.Z Safari/537.36",
        ])
        .says("Google says user-triggered fetchers generally ignore robots.txt because a person asked for the page.")
        .ranges(G_AGENT_IPS)
        .rdns(G_USER_DNS)
        .signed()
        .on("2026-12-07"),
    C::new("Google-GeminiNotebook", "Google", AiUserTriggered, No, G_USER, "Fetches a page a user adds to a notebook in Gemini; user-triggered, so robots.txt is ignored.")
        .skips_robots()
        .ua(&["Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36 (compatible; Google-GeminiNotebook; +https://developers.google.com/crawling/docs/crawlers-fetchers/google-gemininotebook)"])
        .says("Google says user-triggered fetchers generally ignore robots.txt because a person asked for the page.")
        .ranges(G_USER_IPS)
        .rdns(G_USER_DNS)
        .on("2026-12-07"),
    C::new("GoogleAgent-Mariner", "Google", AiUserTriggered, Unclear, "https://knownagents.com/agents/googleagent-mariner", "A name reported for Project Mariner, Google's browsing agent, before Google documented Google-Agent.")
        .src(AIRT, "2026-12-07"),
    C::new("GoogleAgent-URLContext", "Google", AiUserTriggered, Unclear, "https://knownagents.com/agents/googleagent-urlcontext", "Fetches a page whose URL a developer passed to the Gemini API as context.")
        .src(AIRT, "2026-12-07"),
    C::new("Gemini-Deep-Research", "Google", AiUserTriggered, Unclear, "https://knownagents.com/agents/gemini-deep-research", "Gathers and reads sources for a report when a user runs Deep Research in Gemini.")
        .src(AIRT, "2026-12-07"),
    C::new("Google-Gemini-CLI", "Google", AiUserTriggered, Unclear, "https://knownagents.com/agents/google-gemini-cli", "Google's command-line coding agent, which fetches pages while it works for a developer.")
        .src(AIRT, "2026-12-07"),
    C::new("Google-Firebase", "Google", AiUserTriggered, Unclear, "https://firebase.google.com/", "Fetches pages for AI apps that developers build with Firebase's AI products.")
        .src(AIRT, "2026-12-07"),
    C::new("AMZN-User", "Amazon", AiUserTriggered, Yes, AMAZON, "Fetches live pages for a user's request, such as an Alexa question; Amazon says not for model training.")
        .ua(&["Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; AMZN-User/0.1) Chrome/119.0.6045.214 Safari/537.36"])
        .ranges("https://developer.amazon.com/amazonbot/live-ip-addresses/")
        .on("2026-12-07"),
    C::new("AmazonBuyForMe", "Amazon", AiUserTriggered, Unclear, "https://knownagents.com/agents/amazonbuyforme", "Visits shops' product pages for Amazon's Buy for Me service, which buys from other sites for a user.")
        .src(AIRT, "2026-12-07"),
    C::new("NovaAct", "Amazon", AiUserTriggered, Unclear, "https://knownagents.com/agents/novaact", "Amazon's browser agent, which navigates and acts on sites to finish tasks for a user.")
        .src(AIRT, "2026-12-07"),
    C::new("Diffbot-User", "Diffbot", AiUserTriggered, Unclear, "https://docs.diffbot.com/docs/does-crawl-respect-robotstxt", "Fetches a URL in response to a person using Diffbot's software.")
        .on("2026-12-07"),
    C::new("Code", "GitHub", AiUserTriggered, Unclear, "https://knownagents.com/agents/code", "The name GitHub Copilot's coding agent is reported to fetch pages under while it plans and builds.")
        .src(AIRT, "2026-12-07"),
    C::new("Cursor", "Cursor", AiUserTriggered, Unclear, "https://knownagents.com/agents/cursor", "Cursor's AI coding agent, which reads pages while it writes and explains code for a developer.")
        .src(AIRT, "2026-12-07"),
    C::new("Devin", "Devin AI", AiUserTriggered, Unclear, "https://knownagents.com/agents/devin", "A software-engineering AI agent that browses sites and does web tasks for its team.")
        .src(AIRT, "2026-12-07"),
    C::new("opencode", "OpenCode", AiUserTriggered, Unclear, "https://knownagents.com/agents/opencode", "An open-source coding agent for the terminal and editors that fetches pages as it works.")
        .src(AIRT, "2026-12-07"),
    C::new("Trae", "ByteDance", AiUserTriggered, Unclear, "https://knownagents.com/agents/trae", "ByteDance's AI coding agent, which can fetch web pages while it works.")
        .src(AIRT, "2026-12-07"),
    C::new("kagi-fetcher", "Kagi", AiUserTriggered, Unclear, "https://knownagents.com/agents/kagi-fetcher", "Fetches pages to answer users of Kagi's AI tools, such as its Assistant.")
        .src(AIRT, "2026-12-07"),
    C::new("Kimi-User", "Moonshot AI", AiUserTriggered, Unclear, "https://knownagents.com/agents/kimi-user", "Fetches a page when a user asks Kimi to read or summarise it.")
        .src(AIRT, "2026-12-07"),
    C::new("Manus-User", "Butterfly Effect", AiUserTriggered, Unclear, "https://knownagents.com/agents/manus-user", "The Manus agent, which navigates sites and carries out tasks for its users.")
        .src(AIRT, "2026-12-07"),
    C::new("TongyiBot", "Alibaba", AiUserTriggered, Unclear, "https://knownagents.com/agents/tongyibot", "Fetches pages for answers from Alibaba's Tongyi Qianwen assistant.")
        .src(AIRT, "2026-12-07"),
    C::new("YiyanBot", "Baidu", AiUserTriggered, Unclear, "https://knownagents.com/agents/yiyanbot", "Fetches pages for answers from Baidu's Yiyan assistant.")
        .src(AIRT, "2026-12-07"),
    C::new("Mozilla-Tabstack", "Mozilla", AiUserTriggered, Yes, "https://docs.tabstack.ai/trust/controlling-access", "Fetches pages on demand through Tabstack, Mozilla's extraction API for AI agents.")
        .src(AIRT, "2026-12-07"),
    C::new("Shap-User", "Parallel", AiUserTriggered, Unclear, "https://knownagents.com/agents/shap-user", "Fetches pages when users of Parallel's products ask for them, unlike its crawler ShapBot.")
        .src(AIRT, "2026-12-07"),
    C::new("bigsur", "Big Sur AI", AiUserTriggered, Unclear, "https://knownagents.com/agents/bigsur-ai", "Fetches site content for Big Sur AI's web agents and sales assistants.")
        .written("bigsur.ai")
        .src(AIRT, "2026-12-07"),
    C::new("BuddyBot", "BuddyBotLearning", AiUserTriggered, Unclear, "https://www.buddybotlearning.com", "A voice AI learning companion for children's science education.")
        .src(AIRT, "2026-12-07"),
    C::new("GeistHaus-PageFetcher", "GeistHaus", AiUserTriggered, Unclear, "https://knownagents.com/agents/geisthaus-pagefetcher", "Fetches pages for GeistHaus's AI systems for therapy and psychological assessment.")
        .src(AIRT, "2026-12-07"),
    C::new("Poggio-Citations", "Poggio", AiUserTriggered, Unclear, "https://knownagents.com/agents/poggio-citations", "Fetches pages cited in the sales narratives that Poggio's AI tools write.")
        .src(AIRT, "2026-12-07"),
    C::new("TwinAgent", "Twin", AiUserTriggered, Unclear, "https://knownagents.com/agents/twinagent", "Twin's automated workers, which drive web applications in a browser to do tasks.")
        .src(AIRT, "2026-12-07"),
    C::new("UseAI", "Use AI", AiUserTriggered, Unclear, "https://knownagents.com/agents/useai", "Fetches pages for users researching the web in Use AI's AI workspace.")
        .src(AIRT, "2026-12-07"),
    // SEO tools.
    C::new("AhrefsBot", "Ahrefs", Seo, Yes, "https://ahrefs.com/robot", "Crawls the web to build Ahrefs' backlink index and its Yep search engine.")
        .ua(&["Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)"])
        .rdns(AHREFS_DNS)
        .on("2026-12-07"),
    C::new("AhrefsSiteAudit", "Ahrefs", Seo, Yes, "https://ahrefs.com/robot/site-audit", "Audits a site for its owner in Ahrefs Site Audit.")
        .rdns(AHREFS_DNS)
        .on("2026-12-07"),
    C::new("SemrushBot", "Semrush", Seo, Yes, SEMRUSH, "Crawls the web to build Semrush's link and site-audit data.")
        .ua(&["Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)"])
        .on("2026-12-07"),
    C::new("SiteAuditBot", "Semrush", Seo, Yes, SEMRUSH, "Crawls a site for its owner's audit in Semrush's Site Audit tool.")
        .on("2026-12-07"),
    C::new("SemrushBot-OCOB", "Semrush", Seo, Yes, SEMRUSH, "Reads a site's pages for reports in Semrush's ContentShake AI tool.")
        .src(AIRT, "2026-12-07"),
    C::new("SemrushBot-SWA", "Semrush", Seo, Yes, SEMRUSH, "Checks that URLs are reachable for Semrush's SEO Writing Assistant.")
        .src(AIRT, "2026-12-07"),
    C::new("DotBot", "Moz", Seo, Yes, MOZ, "Crawls the web for Moz's link index.").on("2026-12-07"),
    C::new("rogerbot", "Moz", Seo, Yes, MOZ, "Crawls sites for Moz Pro's site crawl and campaign reports.").on("2026-12-07"),
    C::new("MJ", "Majestic", Seo, Yes, "https://mj12bot.com/", "Maps links between sites for Majestic's backlink search engine; it also honours Crawl-delay.")
        .written("MJ12bot")
        .on("2026-12-07"),
    C::new("BLEXBot", "WebMeUp", Seo, Yes, "https://webmeup-crawler.com/", "Crawls the web to build WebMeUp's backlink database.")
        .ua(&["Mozilla/5.0 (compatible; BLEXBot/1.0; +http://webmeup-crawler.com/)"])
        .on("2026-12-07"),
    C::new("DataForSeoBot", "DataForSEO", Seo, Yes, "https://dataforseo.com/dataforseo-bot", "Crawls the web for DataForSEO's backlink data.")
        .ua(&["Mozilla/5.0 (compatible; DataForSeoBot/1.0; +https://dataforseo.com/dataforseo-bot)"])
        .on("2026-12-07"),
    C::new("Barkrowler", "Babbar", Seo, Yes, "https://babbar.tech/crawler", "Crawls the web to build Babbar's link graph.")
        .on("2026-12-07"),
    C::new("serpstatbot", "Serpstat", Seo, Yes, "https://serpstatbot.com/", "Crawls the web to track backlinks for Serpstat.")
        .on("2026-12-07"),
    // Web archives.
    C::new("ia_archiver", "Internet Archive (formerly Alexa)", Archive, Unclear, "https://help.archive.org/", "Alexa's retired crawler; sites still name it to keep pages out of the Wayback Machine.")
        .on("2026-12-07"),
    C::new("archive", "Internet Archive", Archive, Unclear, "https://archive.org/details/archive.org_bot", "The Internet Archive's crawler, which saves public pages for the Wayback Machine.")
        .written("archive.org_bot")
        .src("https://darkvisitors.com/agents/archive-org-bot", "2026-12-07"),
    C::new("ArchiveBot", "Archive Team", Archive, No, "https://wiki.archiveteam.org/index.php/ArchiveBot", "Archive Team's volunteer crawler, which saves sites at risk and does not follow robots.txt.")
        .skips_robots()
        .on("2026-12-07"),
    // Uptime, security and link checkers.
    C::new("UptimeRobot", "UptimeRobot", Monitoring, Unclear, "https://uptimerobot.com/", "Requests the pages its customers monitor, at set intervals, to check that they are up.")
        .src("https://chrisleverseo.com/user-agents/uptimerobot", "2026-12-07"),
    C::new("Pingdom", "SolarWinds Pingdom", Monitoring, Unclear, "https://www.pingdom.com/", "Requests the pages its customers monitor to measure uptime and response time.")
        .written("Pingdom.com_bot")
        .src("https://chrisleverseo.com/user-agents/pingdom", "2026-12-07"),
    // Everything else: Google's other fetchers, link previews, scraping tools and services.
    C::new("GoogleOther", "Google", Other, Yes, G_COMMON, "Google's generic crawler for one-off fetches and internal research.")
        .ua(&["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko; compatible; GoogleOther) Chrome/W.X.Y.Z Safari/537.36"])
        .ranges(G_COMMON_IPS)
        .rdns(G_COMMON_DNS)
        .on("2026-12-07"),
    C::new("GoogleOther-Image", "Google", Other, Yes, G_COMMON, "GoogleOther's image fetcher; obeys GoogleOther's group when it has none.")
        .falls_back(&["GoogleOther"])
        .ua(&["GoogleOther-Image/1.0"])
        .ranges(G_COMMON_IPS)
        .rdns(G_COMMON_DNS)
        .on("2026-12-07"),
    C::new("GoogleOther-Video", "Google", Other, Yes, G_COMMON, "GoogleOther's video fetcher; obeys GoogleOther's group when it has none.")
        .falls_back(&["GoogleOther"])
        .ua(&["GoogleOther-Video/1.0"])
        .ranges(G_COMMON_IPS)
        .rdns(G_COMMON_DNS)
        .on("2026-12-07"),
    C::new("APIs-Google", "Google", Other, Yes, G_SPECIAL, "Delivers push notifications of Google APIs; obeys only groups that name it.")
        .skips_wildcard()
        .ua(&["APIs-Google (+https://developers.google.com/webmasters/APIs-Google.html)"])
        .ranges(G_SPECIAL_IPS)
        .rdns(G_SPECIAL_DNS)
        .on("2026-12-07"),
    C::new("Google-Safety", "Google", Other, No, G_SPECIAL, "Looks for malware and abuse in links on Google properties; ignores robots.txt.")
        .skips_robots()
        .ranges(G_SPECIAL_IPS)
        .rdns(G_SPECIAL_DNS)
        .on("2026-12-07"),
    C::new("FeedFetcher-Google", "Google", Other, No, G_USER, "Fetches RSS and Atom feeds a user subscribed to; user-triggered, so it ignores robots.txt.")
        .skips_robots()
        .ua(&["FeedFetcher-Google; (+http://www.google.com/feedfetcher.html)"])
        .ranges(G_USER_IPS)
        .rdns(G_USER_DNS)
        .on("2026-12-07"),
    C::new("Google-Site-Verification", "Google", Other, No, G_USER, "Fetches the Search Console verification token when a site owner asks; ignores robots.txt.")
        .skips_robots()
        .ua(&["Mozilla/5.0 (compatible; Google-Site-Verification/1.0)"])
        .ranges(G_USER_IPS)
        .rdns(G_USER_DNS)
        .on("2026-12-07"),
    C::new("Google-Read-Aloud", "Google", Other, No, G_USER, "Fetches a page to read it aloud for a user; user-triggered, so it ignores robots.txt.")
        .skips_robots()
        .ua(&["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/W.X.Y.Z Safari/537.36 (compatible; Google-Read-Aloud; +https://support.google.com/webmasters/answer/1061943)"])
        .ranges(G_USER_IPS)
        .rdns(G_USER_DNS)
        .on("2026-12-07"),
    C::new("Google-CWS", "Google", Other, No, G_USER, "Requests the URLs developers give in their Chrome Web Store listings; user-triggered, so it ignores robots.txt.")
        .skips_robots()
        .ua(&["Mozilla/5.0 (compatible; Google-CWS)"])
        .ranges(G_USER_IPS)
        .rdns(G_USER_DNS)
        .on("2026-12-07"),
    C::new("MicrosoftPreview", "Microsoft", Other, Yes, BING, "Renders page previews for Bing and Microsoft products.")
        .ua(&["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/W.X.Y.Z Safari/537.36 Edg/W.X.Y.Z (compatible; MicrosoftPreview/2.0; +https://aka.ms/MicrosoftPreview)"])
        .on("2026-12-07"),
    C::new("facebookexternalhit", "Meta", Other, Unclear, META, "Fetches a shared link to build its preview on Meta's apps; Meta says it may bypass robots.txt for security checks.")
        .ua(&["facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)"])
        .says("Meta says this fetcher may bypass robots.txt when it performs security or integrity checks.")
        .on("2026-12-07"),
    C::new("Twitterbot", "X", Other, Yes, "https://developer.x.com/en/docs/x-for-websites/cards/guides/getting-started", "Fetches a shared link to build its card on X.")
        .ua(&["Twitterbot/1.0"])
        .on("2026-12-07"),
    C::new("LinkedInBot", "LinkedIn", Other, Unclear, "https://www.linkedin.com/", "Fetches a shared link to build its preview on LinkedIn.")
        .ua(&["LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)"])
        .on("2026-12-07"),
    C::new("Slackbot-LinkExpanding", "Slack", Other, Yes, "https://api.slack.com/robots", "Fetches links posted in Slack to unfurl them into previews.")
        .ua(&["Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)"])
        .on("2026-12-07"),
    C::new("Pinterestbot", "Pinterest", Other, Yes, "https://help.pinterest.com/en/business/article/pinterest-crawler", "Crawls pages and images that are pinned, for Pinterest's index.")
        .ua(&["Mozilla/5.0 (compatible; Pinterestbot/1.0; +http://www.pinterest.com/bot.html)"])
        .on("2026-12-07"),
    C::new("Discordbot", "Discord", Other, Unclear, "https://discord.com/", "Fetches links posted in Discord to embed their previews.")
        .ua(&["Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)"])
        .on("2026-12-07"),
    C::new("FirecrawlAgent", "Firecrawl", Other, Unclear, "https://www.firecrawl.dev/", "Firecrawl's scraping service, which turns pages its customers request into data for AI applications.")
        .src(AIRT, "2026-12-07"),
    C::new("Crawl", "Crawl4AI", Other, Unclear, "https://knownagents.com/agents/crawl4ai", "Crawl4AI, an open-source scraper that turns pages into text for AI use; whoever runs it sets its rules.")
        .written("Crawl4AI")
        .src(AIRT, "2026-12-07"),
    C::new("ApifyBot", "Apify", Other, Unclear, "https://knownagents.com/agents/apifybot", "Apify's scraping platform, which extracts site content for its customers' AI and automation work.")
        .src(AIRT, "2026-12-07"),
    C::new("ApifyWebsiteContentCrawler", "Apify", Other, Unclear, "https://knownagents.com/agents/apifywebsitecontentcrawler", "An Apify tool that downloads whole websites' text for AI and data projects.")
        .src(AIRT, "2026-12-07"),
    C::new("CragCrawler", "CragSoftware", Other, Unclear, "https://knownagents.com/agents/cragcrawler", "The scraper of a Brazilian firm selling data engineering and AI web scraping.")
        .src(AIRT, "2026-12-07"),
    C::new("Crawlspace", "Crawlspace", Other, Yes, "https://crawlspace.dev", "A crawling platform that extracts site content for AI agents and retrieval systems.")
        .src(AIRT, "2026-12-07"),
    C::new("Lightpanda", "Lightpanda", Other, Unclear, "https://github.com/lightpanda-io/browser", "A headless browser built for AI and automation; whoever runs it decides whether to read robots.txt.")
        .src(AIRT, "2026-12-07"),
    C::new("Scrapy", "Zyte", Other, Unclear, "https://www.zyte.com", "The default name of Scrapy, an open-source scraping framework used among other things to gather AI data.")
        .src(AIRT, "2026-12-07"),
    C::new("Panscient", "Panscient", Other, Yes, "https://panscient.com/faq.htm", "Compiles data on businesses and professionals from the web, structured with machine learning.")
        .src(AIRT, "2026-12-07"),
    C::new("EchoboxBot", "Echobox", Other, Unclear, "https://echobox.com", "Reads publishers' pages for Echobox's AI tools that manage social posts and newsletters.")
        .src(AIRT, "2026-12-07"),
    C::new("Echobot", "Echobox", Other, Unclear, "https://knownagents.com/agents/echobot-bot", "Another Echobox crawler name, not known to be tied to AI.")
        .written("Echobot Bot")
        .src(AIRT, "2026-12-07"),
    C::new("YaK", "Meltwater", Other, Unclear, "https://www.meltwater.com/en/suite/consumer-intelligence", "Gathers pages for Meltwater's AI-driven consumer intelligence products.")
        .src(AIRT, "2026-12-07"),
    C::new("Awario", "Awario", Other, Unclear, "https://knownagents.com/agents/awario", "The crawler of Awario, a brand-monitoring service; not known to be tied to AI.")
        .src(AIRT, "2026-12-07"),
    C::new("Datenbank", "Datenbank", Other, Unclear, "https://knownagents.com/agents/datenbank-crawler", "A data-collecting crawler that is not known to be tied to AI.")
        .written("Datenbank Crawler")
        .src(AIRT, "2026-12-07"),
    C::new("netEstate", "netEstate", Other, Unclear, "https://knownagents.com/agents/netestate-imprint-crawler", "Collects the legal notice pages of websites for netEstate's data products.")
        .written("netEstate Imprint Crawler")
        .src(AIRT, "2026-12-07"),
    C::new("WARDBot", "WEBSPARK", Other, Unclear, "https://knownagents.com/agents/wardbot", "A scraper run by WEBSPARK that is not known to be tied to AI.")
        .src(AIRT, "2026-12-07"),
    C::new("AgentTimes", "The Agent Times", Other, Unclear, "https://theagenttimes.com/about", "Polls RSS feeds every few minutes to aggregate and republish AI news.")
        .src(AIRT, "2026-12-07"),
    C::new("Thinkbot", "Thinkbot", Other, Unclear, "https://www.thinkbot.agency", "Collects pages for analysis of how AI and automation are used.")
        .src(AIRT, "2026-12-07"),
    C::new("QuillBot", "QuillBot", Other, Unclear, "https://quillbot.com", "Fetches pages for QuillBot's AI writing and AI-detection tools.")
        .src(AIRT, "2026-12-07"),
    C::new("wpbot", "QuantumCloud", Other, Unclear, "https://www.quantumcloud.com", "Supports the AI chatbot plugin for WordPress, for live chat and lead generation.")
        .src(AIRT, "2026-12-07"),
    C::new("KunatoCrawler", "Unknown", Other, Unclear, "https://knownagents.com/agents/kunatocrawler", "An undocumented crawler listed among AI agents.")
        .src(AIRT, "2026-12-07"),
    C::new("Reflectionbot", "Reflection", Other, Unclear, "https://reflection.ai/", "An undocumented crawler whose User-Agent points to Reflection, which builds AI models.")
        .src(AIRT, "2026-12-07"),
    C::new("WRTNBot", "Unknown", Other, Unclear, "https://knownagents.com/agents/wrtnbot", "An undocumented crawler listed among AI agents.")
        .src(AIRT, "2026-12-07"),
];
