import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { brand, type Branding } from './brand';

/**
 * Every email's frame: the shop's name as a header, the body, and a footer saying who sent it.
 * One column at most 560 px wide, 16 px text: a phone shows it without zooming or scrolling sideways.
 */
export function EmailLayout({ branding, preview, children }: { branding: Branding; preview: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: brand.canvas, fontFamily: brand.font, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: '560px', width: '100%', margin: '0 auto', backgroundColor: '#ffffff', borderRadius: '12px', border: `1px solid ${brand.line}` }}>
          <Section style={{ backgroundColor: brand.ink, borderRadius: '12px 12px 0 0', padding: '18px 24px' }}>
            <Link href={branding.shopUrl} style={{ color: '#ffffff', fontSize: '20px', fontWeight: 800, textDecoration: 'none' }}>
              {branding.shopName}
            </Link>
          </Section>
          <Section style={{ padding: '24px' }}>{children}</Section>
          <Hr style={{ borderColor: brand.line, margin: 0 }} />
          <Section style={{ padding: '16px 24px' }}>
            <Text style={{ fontSize: '13px', lineHeight: '20px', color: brand.muted, margin: 0 }}>
              {branding.shopName} Ltd, tools and parts from the manufacturer, Sheffield. <Link href={branding.shopUrl} style={{ color: brand.brandStrong }}>{branding.shopUrl}</Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
