// A <robots-playground> given a value over 64 K characters, which it analyses in its worker,
// in an app built by a bundler. Prints the widget's notice about the large file (it says
// whether the worker or the page's thread analysed it) and the verdict.
import 'robots-playground/define';

const el = document.createElement('robots-playground');
el.setAttribute('agent', 'GPTBot');
el.setAttribute('urls', '/private/report');
el.value = `User-agent: GPTBot\nDisallow: /private/\n${'# a comment that makes the file large\n'.repeat(2000)}`;
document.body.append(el);

const out = /** @type {HTMLOutputElement} */ (document.querySelector('#out'));
const poll = setInterval(() => {
  const notice = el.shadowRoot?.querySelector('[part="notice"] [data-kind="large"]');
  if (!notice || !el.verdicts.length) return;
  clearInterval(poll);
  out.textContent = JSON.stringify({
    chars: el.value.length,
    notice: notice.textContent,
    allowed: el.verdicts[0].allowed,
    line: el.verdicts[0].line,
  });
}, 50);
