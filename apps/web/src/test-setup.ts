import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'
import { cleanup } from '@testing-library/react'
import { clearToasts } from './components/ui/toast'

afterEach(() => {
  cleanup()
  clearToasts()
})
