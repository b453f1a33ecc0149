// A booking's or a quote's price line by line (rental tiers, options, the supplier's adjustment) and
// its total, in US dollars as the back office counts them.
import type { QuoteBody } from '@roadbook/domain/contracts/quotes';
import { CAR_OPTIONS, type CarOption } from '@roadbook/domain/enums';
import type { QuoteLineCode } from '@roadbook/domain/pricing';
import { formatMoney } from '@roadbook/i18n/format-number';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

import { currentLanguage } from '@/lib/i18n';

const isCarOption = (code: QuoteLineCode): code is CarOption =>
  (CAR_OPTIONS as readonly string[]).includes(code);

export function QuoteTable({ quote, caption }: { quote: QuoteBody; caption: string }) {
  const { t, i18n } = useTranslation('backOffice');
  const { t: tEnums } = useTranslation('enums');
  const money = (minor: number) => formatMoney(minor, 'USD', currentLanguage(i18n));
  return (
    <Table size="small" sx={{ captionSide: 'top', '& caption': { px: 0, fontWeight: 600 } }}>
      <caption>{caption}</caption>
      <TableBody>
        {quote.lines.map((line, index) => (
          <TableRow key={`${line.code}-${index}`}>
            <TableCell component="th" scope="row">
              {isCarOption(line.code) ? tEnums(`carOption.${line.code}`) : t(`bookings.lines.${line.code}`)}
              {line.code !== 'priceChangeRate' && ` (${line.quantity} × ${money(line.unitMinor)})`}
            </TableCell>
            <TableCell align="right">{money(line.totalMinor)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell component="th" scope="row">
            {t('bookings.lines.total')}
          </TableCell>
          <TableCell align="right">{money(quote.totalMinor)}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
