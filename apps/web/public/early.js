/* global window, location */
/*
 * Starts the signed-in intern's first roles request while the app's scripts load (decision 032):
 * on a slow network the list then need not wait for the JavaScript before it even asks. The app's
 * api() takes the answer once (src/lib/early-answers.ts), if it asks the same address within a
 * minute. Only the default view (no criteria in the address) is asked, so no filter rule is
 * repeated here. A plain script, loaded async: it never delays the page.
 */
;(function () {
  var LIMITS = { '/intern/roles': 10, '/intern/dashboard': 2 }
  try {
    var limit = LIMITS[location.pathname]
    var token = localStorage.getItem('authToken')
    var expiry = Number(localStorage.getItem('sessionExpiry') || 0)
    var isIntern = localStorage.getItem('accountKind') === 'intern'
    if (!limit || location.search || !token || !isIntern || expiry <= Date.now()) return
    var path = '/users/roles?page=1&limit=' + limit
    var response = fetch('/api/v1' + path, {
      headers: { Accept: 'application/json', Authorization: 'Bearer ' + token },
    })
    // A failure is the app's to report when it asks; nothing is reported twice.
    response.catch(function () {})
    window.__earlyAnswers = {}
    window.__earlyAnswers[path] = { at: Date.now(), token: token, response: response }
  } catch {
    // No storage (private mode) or no fetch: the app asks as usual.
  }
})()
