//! The mapsheet: terrain per hex, crest altitudes, road and railroad hexsides, bridges,
//! numbered road hexes and the named places the scenarios use. Read from
//! `assets/data/soldiers/map.ron`, where the terrain is drawn one character per hex.
//!
//! Hexes are flat-topped in columns, the odd columns (1-based) half a hex lower than the
//! even ones, as on SPI maps; a hex is shown as its column and row, "0712". North is up.

use std::collections::{HashMap, HashSet};

use hexx::{EdgeDirection, Hex, HexOrientation, OffsetHexMode};
use serde::{Deserialize, Serialize};

use super::crt::{TableError, read_table};
use super::source::Source;
use super::terrain_effects::Terrain;

/// A hex as the data file writes it: column and row, from 1.
pub type ColRow = (i32, i32);

/// The map Muster ships.
pub const SHIPPED: &str = include_str!("../../../../../assets/data/soldiers/map.ron");

/// What a bridge carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BridgeKind {
    Railroad,
    Road,
    /// A bridge inside a town (units on it defend at the town figure).
    Town,
}

/// A bridge over the canal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BridgeSpec {
    pub hex: ColRow,
    pub kind: BridgeKind,
    /// The town a town bridge belongs to.
    #[serde(default)]
    pub town: Option<char>,
}

/// A hill: the digit drawing its crest hexes, its name (its altitude), the crest altitude.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HillSpec {
    pub name: u32,
    /// The character of its crest hexes in the drawing.
    pub crest: char,
    pub crest_altitude: u32,
    /// A peak hex above the crest (Hill 75's central crest), drawn `^`.
    #[serde(default)]
    pub peak_altitude: Option<u32>,
}

/// A numbered road hex (junctions and map-edge entry and exit hexes).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NumberedHex {
    pub number: u32,
    pub hex: ColRow,
}

/// The data file as written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapSpec {
    pub name: String,
    pub source: Source,
    pub columns: i32,
    pub rows: i32,
    /// One string per row, north first, one character per column: `.` clear, `:` slope,
    /// a hill's digit for its crest, `^` a peak, `~` canal, `=` bridge, `A`–`C` (and
    /// `t`) town, other capitals (and `w`) woods.
    pub terrain: Vec<String>,
    pub hills: Vec<HillSpec>,
    /// Each road as a chain of hexes; consecutive hexes share a road hexside.
    pub roads: Vec<Vec<ColRow>>,
    pub railroad: Vec<Vec<ColRow>>,
    pub bridges: Vec<BridgeSpec>,
    pub numbered: Vec<NumberedHex>,
}

/// A named place of the scenarios.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Place {
    /// Town "A", "B" or "C".
    Town(char),
    /// Wood "E" … "V".
    Woods(char),
    /// Hill "40" … "75": its crest and slope hexes.
    Hill(u32),
    /// The crest hexes of a hill (peak included).
    HillCrest(u32),
    /// The numbered road hex ("road 4", "crossroads 8").
    Road(u32),
}

/// What one hex is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HexInfo {
    pub terrain: Terrain,
    /// The altitude of a crest or peak hex in metres; 0 elsewhere.
    pub altitude: u32,
    /// The hill a crest or slope hex belongs to.
    pub hill: Option<u32>,
    /// The peak of a peaked hill.
    pub peak: bool,
    pub bridge: Option<BridgeKind>,
    /// The named town or wood the hex belongs to.
    pub name: Option<char>,
}

/// The mapsheet, ready for queries.
#[derive(Debug, Clone, PartialEq)]
pub struct Map {
    pub name: String,
    pub source: Source,
    pub columns: i32,
    pub rows: i32,
    hexes: HexGrid,
    roads: HashSet<(Hex, Hex)>,
    railroads: HashSet<(Hex, Hex)>,
    road_hexes: HashSet<Hex>,
    numbered: HashMap<u32, Hex>,
}

/// Every hex's description in a dense grid by column and row: map lookups are the inner
/// loop of line of sight and movement.
#[derive(Debug, Clone, PartialEq)]
struct HexGrid {
    columns: i32,
    rows: i32,
    cells: Vec<Option<HexInfo>>,
}

impl HexGrid {
    fn new(columns: i32, rows: i32) -> Self {
        HexGrid {
            columns,
            rows,
            cells: vec![None; (columns.max(0) * rows.max(0)) as usize],
        }
    }

    fn index(&self, hex: Hex) -> Option<usize> {
        let (col, row) = col_row(hex);
        ((1..=self.columns).contains(&col) && (1..=self.rows).contains(&row))
            .then(|| ((row - 1) * self.columns + (col - 1)) as usize)
    }

    fn insert(&mut self, hex: Hex, info: HexInfo) {
        if let Some(index) = self.index(hex) {
            self.cells[index] = Some(info);
        }
    }

    fn get(&self, hex: &Hex) -> Option<&HexInfo> {
        self.index(*hex)
            .and_then(|index| self.cells[index].as_ref())
    }

    fn get_mut(&mut self, hex: &Hex) -> Option<&mut HexInfo> {
        self.index(*hex)
            .and_then(|index| self.cells[index].as_mut())
    }

    fn contains_key(&self, hex: &Hex) -> bool {
        self.get(hex).is_some()
    }

    fn iter(&self) -> impl Iterator<Item = (Hex, &HexInfo)> + '_ {
        self.cells.iter().enumerate().filter_map(|(index, cell)| {
            let (col, row) = (
                index as i32 % self.columns + 1,
                index as i32 / self.columns + 1,
            );
            cell.as_ref().map(|info| (hex_at((col, row)), info))
        })
    }

    fn keys(&self) -> impl Iterator<Item = Hex> + '_ {
        self.iter().map(|(hex, _)| hex)
    }
}

/// The map's layout mode: flat-topped columns.
const MODE: OffsetHexMode = OffsetHexMode::Even;
const ORIENTATION: HexOrientation = HexOrientation::Flat;

/// The hex at a 1-based column and row.
pub fn hex_at((col, row): ColRow) -> Hex {
    Hex::from_offset_coordinates([col - 1, row - 1], MODE, ORIENTATION)
}

/// The 1-based column and row of a hex.
pub fn col_row(hex: Hex) -> ColRow {
    let [col, row] = hex.to_offset_coordinates(MODE, ORIENTATION);
    (col + 1, row + 1)
}

/// A hex as the map prints it: "0712" (column 7, row 12).
pub fn label(hex: Hex) -> String {
    let (col, row) = col_row(hex);
    format!("{col:02}{row:02}")
}

/// A hexside as an unordered pair of neighbours.
fn side(a: Hex, b: Hex) -> (Hex, Hex) {
    if (a.x, a.y) <= (b.x, b.y) {
        (a, b)
    } else {
        (b, a)
    }
}

impl Map {
    /// Read and check a map file.
    pub fn parse(text: &str, file: &str) -> Result<Self, TableError> {
        let spec: MapSpec = read_table(text, file)?;
        Self::from_spec(spec).map_err(|message| TableError {
            file: file.to_string(),
            message,
        })
    }

    pub fn shipped() -> Result<Self, TableError> {
        Self::parse(SHIPPED, "assets/data/soldiers/map.ron")
    }

    /// Build the map from its description; the message names the hex or row at fault.
    pub fn from_spec(spec: MapSpec) -> Result<Self, String> {
        if spec.terrain.len() != spec.rows as usize {
            return Err(format!(
                "terrain has {} rows, the map {}",
                spec.terrain.len(),
                spec.rows
            ));
        }
        let mut hexes = HexGrid::new(spec.columns, spec.rows);
        for (row_index, line) in spec.terrain.iter().enumerate() {
            let chars: Vec<char> = line.chars().collect();
            if chars.len() != spec.columns as usize {
                return Err(format!(
                    "terrain row {} has {} hexes, the map {} columns",
                    row_index + 1,
                    chars.len(),
                    spec.columns
                ));
            }
            for (col_index, &mark) in chars.iter().enumerate() {
                let at = (col_index as i32 + 1, row_index as i32 + 1);
                let info = Self::read_mark(mark, &spec.hills)
                    .ok_or_else(|| format!("hex {:02}{:02}: unknown mark '{mark}'", at.0, at.1))?;
                hexes.insert(hex_at(at), info);
            }
        }
        let mut map = Map {
            name: spec.name,
            source: spec.source,
            columns: spec.columns,
            rows: spec.rows,
            hexes,
            roads: HashSet::new(),
            railroads: HashSet::new(),
            road_hexes: HashSet::new(),
            numbered: HashMap::new(),
        };
        map.assign_slopes_to_hills()?;
        for bridge in &spec.bridges {
            let hex = map.checked(bridge.hex, "bridge")?;
            let info = map.hexes.get_mut(&hex).expect("checked");
            if info.terrain != Terrain::Canal {
                return Err(format!("bridge {} is not on the canal", label(hex)));
            }
            info.bridge = Some(bridge.kind);
            info.name = bridge.town.or(info.name);
        }
        for (index, road) in spec.roads.iter().enumerate() {
            for pair in road.windows(2) {
                let (a, b) = (map.checked(pair[0], "road")?, map.checked(pair[1], "road")?);
                if a.distance_to(b) != 1 {
                    return Err(format!(
                        "road {}: {} and {} are not neighbours",
                        index + 1,
                        label(a),
                        label(b)
                    ));
                }
                map.roads.insert(side(a, b));
                map.road_hexes.extend([a, b]);
            }
        }
        for (index, line) in spec.railroad.iter().enumerate() {
            for pair in line.windows(2) {
                let (a, b) = (
                    map.checked(pair[0], "railroad")?,
                    map.checked(pair[1], "railroad")?,
                );
                if a.distance_to(b) != 1 {
                    return Err(format!(
                        "railroad {}: {} and {} are not neighbours",
                        index + 1,
                        label(a),
                        label(b)
                    ));
                }
                map.railroads.insert(side(a, b));
            }
        }
        for numbered in &spec.numbered {
            let hex = map.checked(numbered.hex, "numbered hex")?;
            if !map.road_hexes.contains(&hex) {
                return Err(format!(
                    "road number {} at {} is not on a road",
                    numbered.number,
                    label(hex)
                ));
            }
            if map.numbered.insert(numbered.number, hex).is_some() {
                return Err(format!("road number {} is given twice", numbered.number));
            }
        }
        Ok(map)
    }

    fn read_mark(mark: char, hills: &[HillSpec]) -> Option<HexInfo> {
        let plain = |terrain| HexInfo {
            terrain,
            altitude: 0,
            hill: None,
            peak: false,
            bridge: None,
            name: None,
        };
        Some(match mark {
            '.' => plain(Terrain::Clear),
            ':' => plain(Terrain::Slope),
            '~' => plain(Terrain::Canal),
            '=' => HexInfo {
                bridge: Some(BridgeKind::Road),
                ..plain(Terrain::Canal)
            },
            't' => plain(Terrain::Town),
            'w' => plain(Terrain::Woods),
            'A' | 'B' | 'C' => HexInfo {
                name: Some(mark),
                ..plain(Terrain::Town)
            },
            '^' => {
                let hill = hills.iter().find(|hill| hill.peak_altitude.is_some())?;
                HexInfo {
                    altitude: hill.peak_altitude?,
                    hill: Some(hill.name),
                    peak: true,
                    ..plain(Terrain::Crest)
                }
            }
            capital if capital.is_ascii_uppercase() => HexInfo {
                name: Some(capital),
                ..plain(Terrain::Woods)
            },
            digit => {
                let hill = hills.iter().find(|hill| hill.crest == digit)?;
                HexInfo {
                    altitude: hill.crest_altitude,
                    hill: Some(hill.name),
                    ..plain(Terrain::Crest)
                }
            }
        })
    }

    /// Each slope hex belongs to the hill whose crest it joins (through other slopes).
    fn assign_slopes_to_hills(&mut self) -> Result<(), String> {
        let slopes: Vec<Hex> = self
            .hexes
            .iter()
            .filter(|(_, info)| info.terrain == Terrain::Slope)
            .map(|(hex, _)| hex)
            .collect();
        let mut owner: HashMap<Hex, u32> = HashMap::new();
        let mut frontier: Vec<(Hex, u32)> = self
            .hexes
            .iter()
            .filter_map(|(hex, info)| info.hill.map(|hill| (hex, hill)))
            .collect();
        frontier.sort_by_key(|(hex, _)| (hex.x, hex.y));
        while !frontier.is_empty() {
            let mut next = Vec::new();
            for (hex, hill) in frontier {
                for neighbour in hex.all_neighbors() {
                    let is_slope = self
                        .hexes
                        .get(&neighbour)
                        .is_some_and(|info| info.terrain == Terrain::Slope);
                    if is_slope && !owner.contains_key(&neighbour) {
                        owner.insert(neighbour, hill);
                        next.push((neighbour, hill));
                    }
                }
            }
            next.sort_by_key(|(hex, _)| (hex.x, hex.y));
            frontier = next;
        }
        for slope in slopes {
            let hill = owner
                .get(&slope)
                .ok_or_else(|| format!("slope hex {} joins no hill's crest", label(slope)))?;
            self.hexes.get_mut(&slope).expect("a map hex").hill = Some(*hill);
        }
        Ok(())
    }

    fn checked(&self, at: ColRow, what: &str) -> Result<Hex, String> {
        let hex = hex_at(at);
        if self.hexes.contains_key(&hex) {
            Ok(hex)
        } else {
            Err(format!("{what} hex {:02}{:02} is off the map", at.0, at.1))
        }
    }

    /// The hex's description; `None` off the map.
    pub fn info(&self, hex: Hex) -> Option<&HexInfo> {
        self.hexes.get(&hex)
    }

    pub fn contains(&self, hex: Hex) -> bool {
        self.hexes.contains_key(&hex)
    }

    /// Every hex of the map.
    pub fn all_hexes(&self) -> impl Iterator<Item = Hex> + '_ {
        self.hexes.keys()
    }

    /// The terrain; off the map counts as clear.
    pub fn terrain(&self, hex: Hex) -> Terrain {
        self.info(hex).map_or(Terrain::Clear, |info| info.terrain)
    }

    pub fn altitude(&self, hex: Hex) -> u32 {
        self.info(hex).map_or(0, |info| info.altitude)
    }

    pub fn is_bridge(&self, hex: Hex) -> bool {
        self.info(hex).is_some_and(|info| info.bridge.is_some())
    }

    /// Whether a road runs through the hexside between two neighbours.
    pub fn road_between(&self, a: Hex, b: Hex) -> bool {
        self.roads.contains(&side(a, b))
    }

    pub fn railroad_between(&self, a: Hex, b: Hex) -> bool {
        self.railroads.contains(&side(a, b))
    }

    pub fn is_road(&self, hex: Hex) -> bool {
        self.road_hexes.contains(&hex)
    }

    /// Whether a railroad runs through the hex.
    pub fn is_railroad(&self, hex: Hex) -> bool {
        hex.all_neighbors()
            .iter()
            .any(|neighbour| self.railroad_between(hex, *neighbour))
    }

    /// The numbered road hex.
    pub fn numbered(&self, number: u32) -> Option<Hex> {
        self.numbered.get(&number).copied()
    }

    /// Every numbered hex, by number.
    pub fn numbered_hexes(&self) -> Vec<(u32, Hex)> {
        let mut all: Vec<(u32, Hex)> = self.numbered.iter().map(|(n, h)| (*n, *h)).collect();
        all.sort_by_key(|(number, _)| *number);
        all
    }

    /// The hexes of a named place, sorted by column and row; empty if the map lacks it.
    pub fn place(&self, place: Place) -> Vec<Hex> {
        let mut hexes: Vec<Hex> = match place {
            Place::Road(number) => self.numbered(number).into_iter().collect(),
            _ => self
                .hexes
                .iter()
                .filter(|(_, info)| match place {
                    Place::Town(name) => {
                        info.name == Some(name)
                            && (info.terrain == Terrain::Town || info.bridge.is_some())
                    }
                    Place::Woods(name) => info.name == Some(name) && info.terrain == Terrain::Woods,
                    Place::Hill(hill) => info.hill == Some(hill),
                    Place::HillCrest(hill) => {
                        info.hill == Some(hill) && info.terrain == Terrain::Crest
                    }
                    Place::Road(_) => false,
                })
                .map(|(hex, _)| hex)
                .collect(),
        };
        hexes.sort_by_key(|hex| col_row(*hex));
        hexes
    }

    /// Whether the hex lies on the given map edge.
    pub fn on_edge(&self, hex: Hex, edge: Edge) -> bool {
        let (col, row) = col_row(hex);
        self.contains(hex)
            && match edge {
                Edge::North => row == 1,
                Edge::South => row == self.rows,
                Edge::West => col == 1,
                Edge::East => col == self.columns,
            }
    }

    /// Whether the hex lies on any edge.
    pub fn on_any_edge(&self, hex: Hex) -> bool {
        [Edge::North, Edge::South, Edge::West, Edge::East]
            .into_iter()
            .any(|edge| self.on_edge(hex, edge))
    }

    /// The six neighbours that are on the map.
    pub fn neighbours(&self, hex: Hex) -> impl Iterator<Item = Hex> + '_ {
        EdgeDirection::ALL_DIRECTIONS
            .into_iter()
            .map(move |direction| hex.neighbor(direction))
            .filter(|neighbour| self.contains(*neighbour))
    }
}

/// A map edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Edge {
    North,
    South,
    West,
    East,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiny() -> MapSpec {
        MapSpec {
            name: "tiny".into(),
            source: Source::Assumed,
            columns: 5,
            rows: 4,
            terrain: vec![
                "..:4:".into(),
                "AA.:.".into(),
                "~=~~~".into(),
                "..E..".into(),
            ],
            hills: vec![HillSpec {
                name: 40,
                crest: '4',
                crest_altitude: 40,
                peak_altitude: None,
            }],
            roads: vec![vec![(2, 1), (2, 2), (2, 3), (2, 4)]],
            railroad: vec![],
            bridges: vec![BridgeSpec {
                hex: (2, 3),
                kind: BridgeKind::Road,
                town: None,
            }],
            numbered: vec![NumberedHex {
                number: 1,
                hex: (2, 4),
            }],
        }
    }

    #[test]
    fn map_labels_hexes_by_column_and_row() {
        assert_eq!(label(hex_at((7, 12))), "0712");
        assert_eq!(col_row(hex_at((34, 45))), (34, 45));
        // Flat-topped columns: a hex and the next row down in the same column are neighbours.
        assert_eq!(hex_at((3, 3)).distance_to(hex_at((3, 4))), 1);
        assert_eq!(hex_at((3, 3)).distance_to(hex_at((4, 3))), 1);
    }

    #[test]
    fn map_reads_places_hills_roads_and_bridges() {
        let map = Map::from_spec(tiny()).expect("a good map");
        assert_eq!(
            map.place(Place::Town('A')),
            vec![hex_at((1, 2)), hex_at((2, 2))]
        );
        assert_eq!(map.place(Place::Woods('E')), vec![hex_at((3, 4))]);
        assert_eq!(map.place(Place::HillCrest(40)), vec![hex_at((4, 1))]);
        assert_eq!(map.place(Place::Hill(40)).len(), 4);
        assert_eq!(map.altitude(hex_at((4, 1))), 40);
        assert!(map.road_between(hex_at((2, 2)), hex_at((2, 3))));
        assert!(!map.road_between(hex_at((1, 2)), hex_at((2, 2))));
        assert!(map.is_bridge(hex_at((2, 3))));
        assert_eq!(map.numbered(1), Some(hex_at((2, 4))));
    }

    #[test]
    fn map_refuses_a_bad_drawing_naming_the_hex() {
        let mut spec = tiny();
        spec.terrain[1] = "AA?:.".into();
        assert_eq!(
            Map::from_spec(spec).unwrap_err(),
            "hex 0302: unknown mark '?'"
        );
        let mut spec = tiny();
        spec.roads = vec![vec![(1, 1), (4, 4)]];
        assert_eq!(
            Map::from_spec(spec).unwrap_err(),
            "road 1: 0101 and 0404 are not neighbours"
        );
    }

    #[test]
    fn map_shipped_holds_every_place_the_scenarios_name() {
        let map = Map::shipped().expect("the shipped map parses");
        for town in ['A', 'B', 'C'] {
            assert!(!map.place(Place::Town(town)).is_empty(), "town {town}");
        }
        for wood in "EHKLMPQRSTUV".chars() {
            assert!(!map.place(Place::Woods(wood)).is_empty(), "wood {wood}");
        }
        for hill in [40, 50, 60, 75] {
            assert!(!map.place(Place::HillCrest(hill)).is_empty(), "hill {hill}");
        }
        for number in 1..=8 {
            assert!(map.numbered(number).is_some(), "road {number}");
        }
        let bridges: Vec<BridgeKind> = map
            .all_hexes()
            .filter_map(|hex| map.info(hex).and_then(|info| info.bridge))
            .collect();
        assert_eq!(bridges.len(), 3);
        for kind in [BridgeKind::Railroad, BridgeKind::Road, BridgeKind::Town] {
            assert!(bridges.contains(&kind), "a {kind:?} bridge");
        }
    }
}
