import fs from 'node:fs'
import path from 'node:path'

/**
 * The web app's layers as import zones (docs/decisions/011-web-layers.md): app/ composes features;
 * a feature never imports another feature or app/; components/ and lib/ never import features or
 * app/, and lib/ never imports components/. One zone per feature, read from the folder, so a new
 * feature is held to the rule without editing this list.
 */
export function webLayerZones(src) {
  const featuresDir = path.join(src, 'features')
  const features = fs
    .readdirSync(path.join(import.meta.dirname, '..', featuresDir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  const app = path.join(src, 'app')
  const components = path.join(src, 'components')
  const lib = path.join(src, 'lib')
  return [
    ...features.map((feature) => ({
      target: path.join(featuresDir, feature),
      from: featuresDir,
      except: [`./${feature}`],
      message: 'A feature does not import another feature; compose them in app/.',
    })),
    {
      target: [featuresDir, components, lib],
      from: app,
      message: 'Only app/ imports app/; route paths live in lib/paths.ts.',
    },
    {
      target: [components, lib],
      from: featuresDir,
      message: 'components/ and lib/ sit below the features and do not import them.',
    },
    {
      target: lib,
      from: components,
      message: 'lib/ sits below components/ and does not import them.',
    },
  ]
}
