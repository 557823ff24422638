import { describe, expect, it } from 'vitest'
import { csvCell, csvRow } from './csv.js'

describe('csvCell', () => {
  it.each([
    ['Ada', 'Ada'],
    ['=1+1', "'=1+1"],
    ['+2348012345678', "'+2348012345678"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['Lagos, Nigeria', '"Lagos, Nigeria"'],
    ['say "hi"', '"say ""hi"""'],
    ['=A1,B1', `"'=A1,B1"`],
    // A spreadsheet splitting on ';' would make '=HYPERLINK(…)' a cell of its own.
    [
      'a;=HYPERLINK("http://x.example/?a=1","Click")',
      '"a;=HYPERLINK(""http://x.example/?a=1"",""Click"")"',
    ],
    ['a;@SUM(A1)', '"a;@SUM(A1)"'],
    ['a\t=1+1', '"a\t=1+1"'],
    ['\t=1+1', `"'\t=1+1"`],
    ['line one\nline two', '"line one\nline two"'],
    ['line one\r=1+1', '"line one\r=1+1"'],
    [null, ''],
    [undefined, ''],
    [42, '42'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })
})

describe('csvRow', () => {
  it('joins cells with commas and ends the row with CRLF', () => {
    expect(csvRow(['Ada', 'a;=1+1', null])).toBe('Ada,"a;=1+1",\r\n')
  })
})
