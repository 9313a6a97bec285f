// The package's entries from CommonJS (`require`), as a Node 20 project without ES modules
// uses them. (Checked under nodenext only: bundlers read ES modules.)
import robots = require('robots-playground');
import full = require('robots-playground/full');

const r = new robots.Robots('User-agent: *\nDisallow: /a\n');
const allowed: boolean = r.check('bot', '/a/b').allowed;
const line: number = r.decide('bot', '/a/b').line;
const parser = robots.robotsParser('https://example.com/robots.txt', 'User-agent: *\nDisallow: /a\n');
const loaded: Promise<void> = robots.init();
const crawlers: number = full.catalog().length;
// @ts-expect-error the default entry has no catalog()
robots.catalog;

export = { allowed, line, parser, loaded, crawlers };
