import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { BrandReportsTabView } from './BrandReportsTabView';

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

describe('BrandReportsTabView', () => {
  it('opens the brand’s monthly reports list, keeping the address’s query', async () => {
    renderWithApp(
      <Routes>
        <Route path="/brands/:id/reports" element={<BrandReportsTabView />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { route: '/brands/MC%20001/reports?page=2' },
    );

    expect(await screen.findByText('at /brandreports/MC%20001?page=2')).toBeTruthy();
  });
});
