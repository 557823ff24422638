import { SHELL_SPLASH_HTML } from '@app/domain'

/** index.html for '/': the splash in the shell, shown at the first paint (decision 036). */
export const withHomeSplash = (indexHtml: string) =>
  indexHtml.replace('<!--/shell-main-->', () => `<!--/shell-main-->${SHELL_SPLASH_HTML}`)
