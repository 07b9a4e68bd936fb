#!/usr/bin/env bash
# Follows docs/development.md's "Adding a rule" recipe on a scratch copy of the current commit
# and checks that the tests hold it to every step: after steps 1-4 (the rule in its checks/
# file, listed in RULES, its number a named constant, a table test) the registry test must
# FAIL, because no registry scenario reaches the rule; after step 5 (the scenario) it must
# pass. (The "Adding a relation" recipe is followed inside the suite:
# test/integration/recipes.test.ts.) Not part of CI: it runs jest twice on a copy.
#
# usage: scripts/check-recipes.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
scratch=$(mktemp -d /tmp/rigbase-recipe-XXXXXX)
cleanup() {
  git -C "$root" worktree remove --force "$scratch" >/dev/null 2>&1 || rm -rf "$scratch"
}
trap cleanup EXIT
git worktree add --detach "$scratch" HEAD >/dev/null
ln -s "$root/node_modules" "$scratch/node_modules"
cd "$scratch"

# Step 1: the rule, in the file named after its id's prefix.
cat > src/rules/checks/recipe.ts <<'EOF'
import { defineRule } from '../define-rule';
import { RECIPE_TINY_PSU_W } from '../thresholds';

/** recipe.tiny-psu: the example rule scripts/check-recipes.sh adds by following the recipe. */
export const tinyPsuRule = defineRule({
  id: 'recipe.tiny-psu',
  title: 'A very small PSU',
  description: `Says when a PSU delivers less than ${RECIPE_TINY_PSU_W} W.`,
  severity: 'INFO',
  sources: ['doc-dl-cluster-guide'],
  check({ parts }, report) {
    const tiny = parts.filter((p) => p.component.kind === 'PSU' && p.component.wattage < RECIPE_TINY_PSU_W);
    return tiny.length ? [report.finding('INFO', 'a very small PSU', tiny.map((p) => p.component.slug))] : [];
  },
});
EOF
# Step 2: listed in RULES.
node -e "
const fs = require('fs');
const file = 'src/rules/checks/index.ts';
let text = fs.readFileSync(file, 'utf8');
text = text.replace(\"import { stalePriceRule } from './price';\", \"import { stalePriceRule } from './price';\nimport { tinyPsuRule } from './recipe';\");
text = text.replace('export const RULES = [', 'export const RULES = [\n  tinyPsuRule,');
fs.writeFileSync(file, text);
"
# Step 3: its number, a named constant with a stated reason.
cat >> src/rules/thresholds.ts <<'EOF'

/**
 * Below this a PSU is "very small" (the recipe check's example rule).
 * @estimate an example threshold, not a verdict.
 */
export const RECIPE_TINY_PSU_W = 200;
EOF

registry() { npx jest --ci test/unit/rules/registry.test.ts >"$scratch/registry.log" 2>&1; }

if registry; then
  echo "check-recipes: FAILED: the registry test passed without a scenario for the new rule" >&2
  exit 1
fi
grep -q 'makes every rule report at its declared severity' "$scratch/registry.log" || {
  echo "check-recipes: FAILED: the registry test failed, but not for the missing scenario:" >&2
  tail -40 "$scratch/registry.log" >&2
  exit 1
}
echo "check-recipes: without its registry scenario the new rule fails the registry test (as it should)"

# Step 5: the registry scenario.
node -e "
const fs = require('fs');
const file = 'test/unit/rules/registry.test.ts';
let text = fs.readFileSync(file, 'utf8');
text = text.replace(
  'const SCENARIOS: Array<[string, BuildFacts, { preprocessingOnTheFly?: boolean }?]> = [',
  \"const SCENARIOS: Array<[string, BuildFacts, { preprocessingOnTheFly?: boolean }?]> = [\n  ['a 150 W PSU (recipe.tiny-psu)', { parts: [f.part({ ...f.psu750(), slug: 'tiny-psu', wattage: 150 })] }],\");
fs.writeFileSync(file, text);
"
if ! registry; then
  echo "check-recipes: FAILED: with its scenario the registry test still fails:" >&2
  tail -40 "$scratch/registry.log" >&2
  exit 1
fi
echo "check-recipes: with its registry scenario the new rule passes the registry test: the recipe holds"
