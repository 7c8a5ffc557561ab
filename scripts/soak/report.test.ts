import { describe, expect, it } from 'vitest';
import { growth, mb, type Sample, samplesTable } from './report';

const sample = (t: number, phase: Sample['phase'], rss: number): Sample => ({ t, phase, mb: { rss, heap: rss / 10 } });

describe('samplesTable', () => {
  it('keeps one row a minute, the last of the load and every idle sample', () => {
    const samples = [0, 10, 50, 60, 70, 125, 130].map((t) => sample(t, 'load', 100 + t));
    samples.push(sample(140, 'idle', 200), sample(150, 'idle', 190));
    const rows = samplesTable(samples).split('\n');
    expect(rows[0]).toBe('| t (s) | phase | rss | heap |');
    expect(rows.slice(2).map((r) => Number(r.split('|')[1]))).toEqual([0, 60, 125, 130, 140, 150]);
    expect(rows[3]).toBe('| 60 | load | 160.0 | 16.0 |');
  });
});

describe('growth', () => {
  it('reads a column at the start, at the end of the load and at the end', () => {
    const samples = [sample(0, 'load', 100), sample(10, 'load', 150), sample(20, 'idle', 140)];
    expect(growth(samples, 'rss')).toEqual({ start: 100, endOfLoad: 150, end: 140 });
  });
});

describe('mb', () => {
  it('turns bytes into megabytes with one decimal', () => {
    expect(mb(1024 * 1024 * 1.26)).toBe(1.3);
  });
});
