import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

import { parseRichText, type Inline } from '@roadbook/domain/rich-text';

function renderInline(inlines: Inline[]): ReactNode {
  return inlines.map((inline, index) => {
    switch (inline.kind) {
      case 'text':
        return <Fragment key={index}>{inline.text}</Fragment>;
      case 'bold':
        return <strong key={index}>{renderInline(inline.children)}</strong>;
      case 'link':
        return inline.href.startsWith('/') ? (
          <Link key={index} to={inline.href}>
            {renderInline(inline.children)}
          </Link>
        ) : (
          <a key={index} href={inline.href}>
            {renderInline(inline.children)}
          </a>
        );
    }
  });
}

/** A catalogue's or an article's rich text (@roadbook/domain/rich-text) as paragraphs, lists, bold and links. */
export function RichText({ text, className }: { text: string; className?: string }) {
  const blocks = parseRichText(text).map((block, index) =>
    block.kind === 'paragraph' ? (
      <p key={index}>{renderInline(block.children)}</p>
    ) : (
      <ul key={index}>
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>{renderInline(item)}</li>
        ))}
      </ul>
    ),
  );
  return className === undefined ? <>{blocks}</> : <div className={className}>{blocks}</div>;
}
