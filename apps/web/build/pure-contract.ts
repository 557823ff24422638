import type { Plugin } from 'vite'

/** The shared contract's source files (packages/domain/src), not its tests. */
const CONTRACT_FILE = /[\\/]packages[\\/]domain[\\/]src[\\/].*(?<!\.test)\.ts$/

/**
 * A constant built by a call at module level: `const X = z.object(…)`, `= Base.extend(…)`,
 * `= helper(…)`, or a chain that prettier starts on the next line (`= z` then `.object(…)`).
 */
const BUILT_AT_LOAD =
  /^((?:export )?const [\w$]+(?:: [^=\n]+)? = )(?=[A-Za-z_$][\w$]*(?:\.[\w$]+)*(?:\(|\n\s*\.))/gm

/** A module-level arrow function on one line, such as a field helper (`const required = (…) =>`). */
const HELPER =
  /^((?:export )?const [\w$]+ = )(?=(?:<[^>\n]*>)?\((?:[^()\n]|\([^()\n]*\))*\)(?:: [^=\n]+)? =>)/gm

/**
 * Marks what the contract builds at module level as pure, so a page that imports one constant of a
 * module does not also get every schema of it, nor zod (decision 032). The contract has no module
 * side effects (its package.json says `"sideEffects": false`): its module-level calls only build
 * schemas and lists. A schema that a page uses is kept as it is; only unused ones are dropped.
 */
export function pureContract(): Plugin {
  return {
    name: 'internplace:pure-contract',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT_FILE.test(id)) return null
      return {
        code: code
          .replace(HELPER, '$1/* @__NO_SIDE_EFFECTS__ */ ')
          .replace(BUILT_AT_LOAD, '$1/* @__PURE__ */ '),
        map: null,
      }
    },
  }
}
