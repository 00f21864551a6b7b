// The theme's CSS variables and Mantine's global classes are a static stylesheet
// (mantine-theme.css), not <style> elements MantineProvider computes on every render (App.tsx,
// issue 36: that work was part of the first long task on a phone). It must say exactly what
// MantineProvider would render for this theme: regenerate it with
// `MANTINE_THEME_CSS=write npx vitest run --project client src/client/mantine-theme.test.tsx`.
import fs from 'node:fs';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const FILE = path.resolve(__dirname, 'mantine-theme.css');
const HEADER =
  '/* Generated from theme.ts by mantine-theme.test.tsx (MANTINE_THEME_CSS=write): what MantineProvider\n' +
  ' * would render as <style> for the theme (its CSS variables, then its global classes). */\n';

/** The text of MantineProvider's two <style> elements for the app's theme. */
function renderedByMantine(): string {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <span />
    </MantineProvider>,
  );
  const style = (kind: string) => {
    const match = new RegExp(`<style data-mantine-styles="${kind}"[^>]*>([\\s\\S]*?)</style>`).exec(html);
    if (!match) throw new Error(`no <style data-mantine-styles="${kind}"> in ${html.slice(0, 200)}`);
    // React escapes nothing inside dangerouslySetInnerHTML: the text is the CSS itself.
    return match[1]!.replace(/\n{2,}/g, '\n').trim();
  };
  return `${HEADER}${style('true')}\n${style('classes')}\n`;
}

describe('mantine-theme.css', () => {
  it('is what MantineProvider renders for the theme', () => {
    const expected = renderedByMantine();
    if (process.env.MANTINE_THEME_CSS === 'write') fs.writeFileSync(FILE, expected);
    expect(fs.readFileSync(FILE, 'utf8')).toBe(expected);
  });
});
