/**
 * Must NOT compile: each line marked `expect-error` is a break of the islands contract that
 * island() and the part's props type have to reject (client/app/part-props.ts).
 */
import { createElement } from 'react';
import { island } from '../../client/app/island';
import type { Held } from '../../client/app/part-props';

const Plain = (_: { title: string; items: { id: number; tags: string[] }[]; level?: 'h2' | 'h3' }) => null;
const WithCallback = (_: { onClose(): void }) => null;
const WithHeld = (_: { onClose: Held<() => void> }) => null;
const WithDate = (_: { at: Date }) => null;

// Plain data and held callbacks make parts.
export const PlainPart = island(async () => Plain);
export const HeldPart = island(async () => WithHeld);

// A callback that is not Held, or a Date (an object with methods), cannot be a part's prop.
export const CallbackPart = island(async () => WithCallback); // expect-error TS2322
export const DatePart = island(async () => WithDate); // expect-error TS2322

// A fresh arrow where the part asks for a Held callback.
export const fresh = createElement(HeldPart, { onClose: () => {} }); // expect-error TS2769
