-- A carousel's brand (issue 46): the colours its PDF was drawn in ({background, text, accent},
-- each #rrggbb) and the media item drawn as its logo ({logoMediaId}), as the generation resolved
-- them; NULL for a carousel made without a brand (the PDF's own colours, no logo).
ALTER TABLE carousels ADD COLUMN brand jsonb;
