import fs from 'node:fs'
import path from 'node:path'

const root = path.join(import.meta.dirname, '..')

/** Every file under `dir` (relative to the repository) whose name ends with `suffix`. */
function filesEndingWith(dir, suffix) {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.relative(path.join(root, dir), path.join(entry.parentPath, entry.name)))
}

const foldersIn = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/**
 * The API's floors as import zones (docs/decisions/053-api-floors.md): lib/, db/ and plugins/ sit
 * below the modules and import none; a module reaches another only through that module's
 * `*.queries.ts` (reads) or `notifications/notify.ts`, so mail and notices leave only through the
 * outbox; nothing but admin/ imports admin/. Zones are read
 * from the folders, so a new module, or a new queries file, is held without editing a list.
 */
export function apiLayerZones(src) {
  const modulesDir = path.join(src, 'modules')
  const modules = foldersIn(modulesDir)
  const queries = filesEndingWith(modulesDir, '.queries.ts')
  const floors = ['lib', 'db', 'plugins'].map((floor) => path.join(src, floor))
  return [
    {
      target: floors,
      from: modulesDir,
      message:
        'lib/, db/ and plugins/ sit below the modules and import none; a plugin takes what it needs of a module as an option from app.ts.',
    },
    ...modules.map((module) => ({
      target: path.join(modulesDir, module),
      from: modulesDir,
      except: [
        `./${module}`,
        ...queries.filter((file) => !file.startsWith(`${module}/`)).map((file) => `./${file}`),
        './notifications/notify.ts',
      ],
      message:
        "A module reaches another only through that module's *.queries.ts (reads) or notifications/notify.ts (telling someone), never its services.",
    })),
    {
      target: modules.filter((module) => module !== 'admin').map((m) => path.join(modulesDir, m)),
      from: path.join(modulesDir, 'admin'),
      message: 'Nothing but admin/ imports admin/: every console action lives there.',
    },
  ]
}
