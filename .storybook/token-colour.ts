/**
 * The colour a design token of ui/styles.css (such as '--color-danger') computes to, written as the
 * browser reports computed colours ('rgb(185, 28, 28)'), to compare with getComputedStyle.
 */
export function tokenColour(token: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(token).trim();
  if (!value) throw new Error(`The design token ${token} is not defined`);
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}
