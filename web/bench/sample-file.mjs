// The robots.txt the package's Node benches read: a few named groups, then the `*` group with
// the rest of the rules (Allow, Disallow with `*` and `$`), to about a given size.

/** A file of about `bytes`. @param {number} bytes */
export function file(bytes) {
  const out = [];
  for (let g = 0; g < 5; g++) out.push(`User-agent: Bot${g}`, `Disallow: /bot-${g}/`, '');
  out.push('User-agent: *');
  for (let r = 0; out.join('\n').length < bytes; r++) {
    out.push(
      r % 4 === 1 ? `Allow: /section-${r}/public/` : r % 4 === 2 ? `Disallow: /section-${r}/*.pdf$` : `Disallow: /section-${r}/private/`,
    );
  }
  return `${out.join('\n')}\n`;
}
