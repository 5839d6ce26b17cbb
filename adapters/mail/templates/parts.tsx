import { Button, Column, Heading, Link, Row, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { brand } from './brand';

/** The email's title, once, at the top of its body. */
export const Title = ({ children }: { children: ReactNode }) => (
  <Heading as="h1" style={{ fontSize: '24px', lineHeight: '32px', fontWeight: 800, color: brand.ink, margin: '0 0 16px' }}>
    {children}
  </Heading>
);

export const Para = ({ children, muted = false }: { children: ReactNode; muted?: boolean }) => (
  <Text style={{ fontSize: '16px', lineHeight: '24px', color: muted ? brand.muted : brand.inkSoft, margin: '0 0 16px' }}>{children}</Text>
);

/** The one thing the email asks the reader to do: a button as wide as a phone's thumb needs. */
export const Action = ({ href, children }: { href: string; children: ReactNode }) => (
  <Section style={{ margin: '8px 0 24px' }}>
    <Button
      href={href}
      style={{ backgroundColor: brand.brand, color: '#ffffff', fontSize: '16px', fontWeight: 700, borderRadius: '8px', padding: '14px 24px', textDecoration: 'none', display: 'inline-block' }}
    >
      {children}
    </Button>
  </Section>
);

/** The link of the button again as text, for a mail program that shows no buttons (the plain-text part has it with the button's words). */
export const LinkAsText = ({ href }: { href: string }) => (
  <Text data-skip-in-text style={{ fontSize: '13px', lineHeight: '20px', color: brand.muted, margin: '0 0 16px', wordBreak: 'break-all' }}>
    Or open this address in your browser: <span style={{ color: brand.brandStrong }}>{href}</span>
  </Text>
);

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Facts about an order, a label above each value: one column, so a phone needs no sideways scroll. */
export const Facts = ({ facts }: { facts: readonly Fact[] }) => (
  <Section style={{ border: `1px solid ${brand.line}`, borderRadius: '8px', padding: '4px 16px', margin: '0 0 24px' }}>
    {facts.map((fact) => (
      <Row key={fact.label}>
        <Column style={{ padding: '10px 0', borderBottom: `1px solid ${brand.canvas}` }}>
          <Text style={{ fontSize: '13px', lineHeight: '18px', color: brand.muted, margin: 0 }}>{fact.label}:</Text>
          <Text style={{ fontSize: '16px', lineHeight: '24px', color: brand.ink, margin: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>{fact.value}</Text>
        </Column>
      </Row>
    ))}
  </Section>
);

/** Text someone wrote, kept as written: its lines stay lines in both parts, nothing in it is run as HTML. */
export const Quoted = ({ children }: { children: string }) => (
  <Section style={{ borderLeft: `4px solid ${brand.brandSoftBorder}`, backgroundColor: brand.canvas, padding: '12px 16px', margin: '0 0 24px' }}>
    <Text style={{ fontSize: '16px', lineHeight: '24px', color: brand.ink, margin: 0, overflowWrap: 'anywhere' }}>
      <Lines lines={children.split(/\r?\n/)} />
    </Text>
  </Section>
);

/** Text that must not break across lines, such as an order number (a phone's column breaks HT-10042 at its hyphen). */
export const Unbroken = ({ children }: { children: ReactNode }) => <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;

/** A link in running text, in the brand's colour. */
export const InlineLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link href={href} style={{ color: brand.brandStrong, textDecoration: 'underline' }}>
    {children}
  </Link>
);

/** Lines as they were given, one per line. */
export const Lines = ({ lines }: { lines: readonly string[] }) => (
  <>
    {lines.map((line, i) => (
      <span key={i}>
        {i > 0 && <br />}
        {line}
      </span>
    ))}
  </>
);

/** A line as the emails list it: the product, its part number when it has one, how many at what price, and what they cost. */
export interface EmailLine {
  name: string;
  partNumber: string | null;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}

const cell = { padding: '10px 0', borderBottom: `1px solid ${brand.line}`, verticalAlign: 'top' } as const;
const figure = { ...cell, paddingLeft: '12px', textAlign: 'right', whiteSpace: 'nowrap' } as const;
const strong = { fontSize: '16px', lineHeight: '22px', color: brand.ink } as const;
const flat = { margin: 0 } as const;

/**
 * What was ordered, a line each (as many as the order has), and the total: the product's name
 * wraps beside its line total, so a phone needs no sideways scroll. The plain-text part reads
 * each line as its name, part number and "2 × $189" on lines of their own, then its total.
 * One plain table with its text styles set once: a cart of 100 lines stays well under the
 * 102 KB past which Gmail clips a message (React Email's rows cost twice as much a line).
 */
/** Rows between the lines and the total: the net and the VAT of an order with VAT. */
export interface TotalRow {
  label: string;
  value: string;
}

export const OrderLines = ({ lines, total, caption, above = [] }: { lines: readonly EmailLine[]; total: string; caption: string; above?: readonly TotalRow[] }) => (
  <Section style={{ margin: '0 0 24px' }}>
    <Text style={{ fontSize: '13px', lineHeight: '18px', color: brand.muted, margin: '0 0 4px', fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' }}>{caption}</Text>
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', fontSize: '14px', lineHeight: '20px', color: brand.inkSoft, overflowWrap: 'break-word' }}>
      <tbody>
        {lines.map((line, i) => (
          <tr key={i}>
            {/* Paragraphs, not bare text: the plain-text part puts a blank line between them, else it runs the cells together. */}
            <td style={cell}>
              <p style={flat}>
                <b style={strong}>{line.name}</b>
                <br />
                {line.partNumber ? (
                  <>
                    <span style={{ fontSize: '13px', color: brand.muted }}>Part number {line.partNumber}</span>
                    <br />
                  </>
                ) : null}
                {line.quantity.toLocaleString('en-US')} × {line.unitPrice}
              </p>
            </td>
            <td style={figure}>
              <p style={flat}>
                <b style={strong}>{line.lineTotal}</b>
              </p>
            </td>
          </tr>
        ))}
        {above.map((row) => (
          <tr key={row.label}>
            <td style={{ padding: '6px 0 0', textAlign: 'right' }}>
              <p style={flat}>{row.label}</p>
            </td>
            <td style={{ padding: '6px 0 0 12px', textAlign: 'right', whiteSpace: 'nowrap', width: '96px' }}>
              <p style={flat}>{row.value}</p>
            </td>
          </tr>
        ))}
        <tr>
          <td style={{ padding: '10px 0 0', textAlign: 'right' }}>
            <p style={flat}>
              <b style={{ ...strong, color: brand.muted }}>Total</b>
            </p>
          </td>
          <td style={{ padding: '10px 0 0 12px', textAlign: 'right', whiteSpace: 'nowrap', width: '96px' }}>
            <p style={flat}>
              <b style={{ fontSize: '18px', lineHeight: '24px', color: brand.ink, fontWeight: 800 }}>{total}</b>
            </p>
          </td>
        </tr>
      </tbody>
    </table>
  </Section>
);
