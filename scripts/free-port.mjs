// A free TCP port on 127.0.0.1, for the scripts and benchmarks that start servers (the API's
// tests have their own in apps/api/test/free-port.ts: the API's compiler reads only its folder).
import net from 'node:net'

/** A port the kernel just handed out and that is free again: a server about to start can take it. */
export const freePort = () =>
  /** @type {Promise<number>} */ (
    new Promise((resolve, reject) => {
      const server = net.createServer()
      server.once('error', reject)
      server.listen(0, '127.0.0.1', () => {
        const { port } = /** @type {net.AddressInfo} */ (server.address())
        server.close(() => resolve(port))
      })
    })
  )
