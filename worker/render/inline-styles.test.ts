import { describe, expect, it } from 'vitest';
import { inlinable, sheetTexts } from './inline-styles';

const reader = (files: Record<string, string>) => {
  const asked: string[] = [];
  return {
    asked,
    fetch: async (req: Request) => {
      const path = new URL(req.url).pathname;
      asked.push(path);
      return path in files ? new Response(files[path]) : new Response('', { status: 404 });
    },
  };
};

describe('sheetTexts', () => {
  it('reads each built sheet once per isolate', async () => {
    const assets = reader({ '/build/assets/one.css': 'a{color:red}' });
    expect(await sheetTexts(assets, ['/build/assets/one.css'])).toEqual({ '/build/assets/one.css': 'a{color:red}' });
    expect(await sheetTexts(assets, ['/build/assets/one.css'])).toEqual({ '/build/assets/one.css': 'a{color:red}' });
    expect(assets.asked).toEqual(['/build/assets/one.css']);
  });

  it('leaves out a sheet it could not read, and tries it again next time', async () => {
    const assets = reader({});
    expect(await sheetTexts(assets, ['/build/assets/two.css'])).toEqual({});
    expect(await sheetTexts(assets, ['/build/assets/two.css'])).toEqual({});
    expect(assets.asked).toEqual(['/build/assets/two.css', '/build/assets/two.css']);
    expect(await sheetTexts(undefined, ['/build/assets/two.css'])).toEqual({});
  });

  it('never inlines a sheet that would close the style element', async () => {
    expect(inlinable('a::after{content:"</style>"}')).toBe(false);
    expect(await sheetTexts(reader({ '/x.css': 'b{content:"</STYLE"}' }), ['/x.css'])).toEqual({});
  });
});
