//! Line of sight (fire cases A–M): traced centre to centre through woods, towns, crests,
//! canals and trenches, with elevations. (Being written.)
