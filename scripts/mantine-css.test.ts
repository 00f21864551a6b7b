import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { usedMantineStyles } from './mantine-css.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mantine-css-'));
fs.symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
fs.mkdirSync(path.join(root, 'src/client/pages'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'src/client/pages/Some.page.tsx'),
  "import { Drawer, Radio as R, type MantineSize } from '@mantine/core';\nexport const x = [Drawer, R];\n",
);
fs.writeFileSync(path.join(root, 'src/client/pages/Some.page.test.tsx'), "import { Table } from '@mantine/core';\n");
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('usedMantineStyles', () => {
  const styles = usedMantineStyles(root).map((s) => s.replace('@mantine/core/styles/', ''));

  it('starts with the base layers and lists each used component with what it is built from', () => {
    expect(styles.slice(0, 3)).toEqual(['baseline.css', 'default-css-variables.css', 'global.css']);
    // Drawer → ModalBase, ScrollArea, Overlay…; Radio → its nested card and indicator, shared InlineInput.
    for (const f of ['Drawer.css', 'ModalBase.css', 'ScrollArea.css', 'Overlay.css', 'Radio.css', 'RadioCard.css', 'RadioIndicator.css', 'InlineInput.css']) {
      expect(styles).toContain(f);
    }
    // The toast host's components come from @mantine/notifications.
    expect(styles).toContain('Notification.css');
  });

  it('leaves out components nobody imports (tests do not count) and keeps Mantine order', () => {
    expect(styles).not.toContain('Table.css');
    expect(styles).not.toContain('Slider.css');
    expect(styles.indexOf('ScrollArea.css')).toBeLessThan(styles.indexOf('Drawer.css'));
    expect(styles.indexOf('ModalBase.css')).toBeLessThan(styles.indexOf('Drawer.css'));
    for (const f of styles) expect(fs.existsSync(path.join('node_modules/@mantine/core/styles', f)), f).toBe(true);
  });
});
