#!/usr/bin/env bash
# Code-health figures for the review notes: type casts, `any`, duplicated blocks (>= 6 lines)
# and distinct colour and font-size literals outside the design tokens. Read-only.
# No -e: a count of zero is a grep that found nothing, not a failure.
set -uo pipefail
cd "$(dirname "$0")/.."
src() { git ls-files 'worker/*.ts' 'worker/*.tsx' 'client/*.ts' 'client/*.tsx' 'shared/*.ts' 'scripts/*.ts' 'tests/*.ts' | grep -v '^worker/db/seed/'; }
css() { git ls-files 'client/*.css'; }
# `x as T` casts (not `as const`, not `import * as`), and `any` used as a type.
# Comment lines, test titles and import/export renames are left out: only code is counted.
casts=$(src | xargs cat | grep -vE '^\s*(import|export) |^\s+[A-Za-z_]+ as [A-Za-z_]+,?$|^\s*(\*|//|/\*|\{/\*)|^\s*(it|test|describe)(\.each\(.*\))?\(' | sed -E "s/'[^']*'//g" | grep -oE '[])A-Za-z0-9_?>] as [A-Za-z{[(]+' | grep -vE ' as const' | wc -l)
anys=$(src | xargs grep -hoE '(: ?any\b|<any>|as any\b|any\[\]|, any>|\bany\))' | wc -l)
# Colour literals outside custom-property definitions (lines declaring --name: are the tokens).
colours=$(css | xargs grep -hvE '^\s*--[a-z0-9-]+:' | grep -oiE '#[0-9a-f]{3,8}\b|rgba?\([^)]*\)|hsla?\([^)]*\)' | tr 'A-F' 'a-f' | sort -u | wc -l)
colour_uses=$(css | xargs grep -hvE '^\s*--[a-z0-9-]+:' | grep -oiE '#[0-9a-f]{3,8}\b|rgba?\([^)]*\)|hsla?\([^)]*\)' | wc -l)
sizes=$(css | xargs grep -hoE 'font-size:\s*[^;]+' | grep -v 'var(--' | sed 's/ //g' | sort -u | wc -l)
echo "casts: $casts"
echo "any: $anys"
echo "colour literals outside tokens: $colours distinct, $colour_uses uses"
echo "font-size literals outside tokens: $sizes distinct"
echo "duplicated blocks (>= 6 lines): $(duplicates --most 200 --seconds 60 | head -1)"
