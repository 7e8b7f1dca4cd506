import { Title } from '@mantine/core';
import { IconSun } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../test/render';
import { QUOTE_PATH } from '../links';
import { Band, Eyebrow, FeatureIcon, PageBanner, QuoteButton } from './Band';

describe('public Band pieces', () => {
  it('Band: a section named by its title, tinted or plain', () => {
    renderWithMantine(
      <>
        <Band labelledBy="why" py={{ base: 48, md: 72 }} tinted>
          <Title id="why" order={2}>
            Why go solar with us
          </Title>
        </Band>
        <Band labelledBy="plain" py="xl">
          <Title id="plain" order={2}>
            Catalogue
          </Title>
        </Band>
      </>,
    );
    const tinted = screen.getByRole('region', { name: 'Why go solar with us' });
    expect(tinted.tagName).toBe('SECTION');
    expect(tinted.getAttribute('style')).toContain('var(--mantine-color-grid-light)');
    const plain = screen.getByRole('region', { name: 'Catalogue' });
    expect(plain.getAttribute('style') ?? '').not.toContain('grid-light');
  });

  it('Band with a gradient: white text on that background image', () => {
    const gradient = 'linear-gradient(120deg, red, blue)';
    renderWithMantine(
      <Band labelledBy="cta" py="xl" gradient={gradient}>
        <Title id="cta" order={2}>
          Ready to switch to solar?
        </Title>
      </Band>,
    );
    const style = screen.getByRole('region', { name: 'Ready to switch to solar?' }).style;
    expect(style.backgroundImage).toBe(gradient);
    expect(style.color).toContain('white');
  });

  it('PageBanner: the page heading and its lead line', () => {
    renderWithMantine(
      <PageBanner title="Store" gradient="linear-gradient(120deg, red, blue)">
        Panels, inverters and batteries.
      </PageBanner>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Store' })).toBeTruthy();
    expect(screen.getByText('Panels, inverters and batteries.')).toBeTruthy();
  });

  it('QuoteButton: a link to the quote page, "Get a Quote Now" unless told', () => {
    renderWithMantine(
      <MemoryRouter>
        <QuoteButton size="lg" />
        <QuoteButton>Ask for a quote</QuoteButton>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Get a Quote Now' }).getAttribute('href')).toBe(
      QUOTE_PATH,
    );
    expect(screen.getByRole('link', { name: 'Ask for a quote' }).getAttribute('href')).toBe(
      QUOTE_PATH,
    );
  });

  it('Eyebrow and FeatureIcon render their content', () => {
    const { container } = renderWithMantine(
      <>
        <Eyebrow>About us</Eyebrow>
        <FeatureIcon icon={IconSun} />
      </>,
    );
    expect(screen.getByText('About us')).toBeTruthy();
    expect(container.querySelector('svg.tabler-icon-sun')).toBeTruthy();
  });
});
